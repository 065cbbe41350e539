export { CardGrid } from './CardGrid';
