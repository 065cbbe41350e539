export { TileGrid, type TileGridProps, type TileItem } from './TileGrid';
