/** The address of the page shown offline for an address this device has no copy of. */
export const offlinePageOf = (language: string) =>
  language === 'en' ? '/offline' : `/${language}/offline`;
