export { createCardRenderer, type Card, type Language } from './card';
export { missingGlyphs } from './fonts/coverage';
