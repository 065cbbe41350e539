export { IconLinkGrid, type IconLinkGridProps, type IconLinkItem } from './IconLinkGrid';
