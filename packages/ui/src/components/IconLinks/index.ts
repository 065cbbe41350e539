export { IconLinks, type IconLinksProps, type IconLinkSpec } from './IconLinks';
