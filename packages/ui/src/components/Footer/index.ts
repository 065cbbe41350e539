export { Footer, type FooterProps, type FooterLabels, type FooterQuote } from './Footer';
