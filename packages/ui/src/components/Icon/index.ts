export { Icon, type IconProps } from './Icon';
export { icons, isIconName, type IconName } from './icons';
