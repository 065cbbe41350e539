export { InfoCards, type InfoCardsProps, type InfoCardItem } from './InfoCards';
