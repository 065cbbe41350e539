export { PresentList, type PresentListProps, type PresentListItem } from './PresentList';
