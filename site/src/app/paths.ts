/** Every link target of the site, in one place. */
export const paths = {
  home: '/',
  hello: '/hello',
  me: '/me',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  spaces: '/spaces',
  space: (name: SpaceName) => `/spaces/${name}`,
  appPrivacy: (id: number | string) => `/app/privacy/${id}`,
  appTerms: (id: number | string) => `/app/terms/${id}`,
} as const;

export const SPACE_NAMES = [
  'garden',
  'bookmark',
  'time',
  'appgallery',
  'star',
  'moon',
  'sun',
  'heart',
] as const;
export type SpaceName = (typeof SPACE_NAMES)[number];
