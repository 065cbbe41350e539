import type { SpaceName } from './spaces';

/** Every link target of the site, in one place. */
export const paths = {
  home: '/',
  hello: '/hello',
  readme: '/me',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  spaces: '/spaces',
  space: (name: SpaceName) => `/spaces/${name}`,
  /** A space of the root group, served at the top level too. */
  rootSpace: (name: SpaceName) => `/${name}`,
  appPrivacy: (id: number | string) => `/app/privacy/${id}`,
  appTerms: (id: number | string) => `/app/terms/${id}`,
} as const;
