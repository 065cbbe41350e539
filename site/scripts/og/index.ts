export { createCardRenderer, type Card } from './card';
