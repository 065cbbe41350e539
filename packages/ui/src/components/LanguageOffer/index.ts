export { LanguageOffer, type LanguageOfferProps } from './LanguageOffer';
