export { SiteNotice, type SiteNoticeProps } from './SiteNotice';
