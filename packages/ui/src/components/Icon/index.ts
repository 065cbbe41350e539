export { Icon, type IconProps } from './Icon';
export { isIconName, type IconName } from '../../rules/iconNames';
export { ICON_NODES } from './iconNodes';
export type { IconNode } from './glyphNames';
