import { LEGAL_STRINGS, type StringSet } from '../i18n/stringSets';
import { screenModule, type Space } from '../navigation/spaces';

/**
 * A screen: its module, as the build's manifest names it, and the component the module exports;
 * and a set of strings of its own, fetched with its code.
 */
export interface Screen {
  readonly module: string;
  readonly name: string;
  readonly strings?: StringSet;
}

/** The screens outside the registry's spaces (Node scripts read this too: it loads nothing). */
export const SCREENS = {
  hello: { module: 'src/pages/hello/HelloPage.tsx', name: 'HelloPage' },
  me: { module: 'src/pages/AboutPage.tsx', name: 'AboutPage' },
  contact: { module: 'src/pages/ContactPage.tsx', name: 'ContactPage' },
  privacy: {
    module: 'src/pages/legal/PrivacyPage.tsx',
    name: 'PrivacyPage',
    strings: LEGAL_STRINGS,
  },
  terms: { module: 'src/pages/legal/TermsPage.tsx', name: 'TermsPage', strings: LEGAL_STRINGS },
  spaces: { module: 'src/spaces/SpacesPage.tsx', name: 'SpacesPage' },
  appPrivacy: {
    module: 'src/pages/legal/AppLegalPage.tsx',
    name: 'AppPrivacyPage',
    strings: LEGAL_STRINGS,
  },
  appTerms: {
    module: 'src/pages/legal/AppLegalPage.tsx',
    name: 'AppTermsPage',
    strings: LEGAL_STRINGS,
  },
} as const satisfies Record<string, Screen>;

export const spaceScreen = (space: Space): Screen => ({
  module: screenModule(space),
  name: space.screen,
});
