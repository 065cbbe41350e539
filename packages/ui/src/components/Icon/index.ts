export { Icon, type IconProps } from './Icon';
export { icons } from './icons';
export { isIconName, type IconName } from '../../rules/iconNames';
