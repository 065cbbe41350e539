export { SITE_NOTICE_BLOCK_SIZE, SiteNotice, type SiteNoticeProps } from './SiteNotice';
