import { screenModule, type Space } from '../navigation/spaces';

/** A screen: its module, as the build's manifest names it, and the component the module exports. */
export interface Screen {
  readonly module: string;
  readonly name: string;
}

/** The screens outside the registry's spaces (Node scripts read this too: it loads nothing). */
export const SCREENS = {
  hello: { module: 'src/pages/hello/HelloPage.tsx', name: 'HelloPage' },
  me: { module: 'src/pages/AboutPage.tsx', name: 'AboutPage' },
  contact: { module: 'src/pages/ContactPage.tsx', name: 'ContactPage' },
  privacy: { module: 'src/pages/legal/PrivacyPage.tsx', name: 'PrivacyPage' },
  terms: { module: 'src/pages/legal/TermsPage.tsx', name: 'TermsPage' },
  spaces: { module: 'src/spaces/SpacesPage.tsx', name: 'SpacesPage' },
  appPrivacy: { module: 'src/pages/legal/AppLegalPage.tsx', name: 'AppPrivacyPage' },
  appTerms: { module: 'src/pages/legal/AppLegalPage.tsx', name: 'AppTermsPage' },
} as const satisfies Record<string, Screen>;

export const spaceScreen = (space: Space): Screen => ({
  module: screenModule(space),
  name: space.screen,
});
