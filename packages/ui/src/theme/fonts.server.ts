// `@portfolio/ui/fonts` under Node (server rendering, the `node` export condition): Node cannot
// import stylesheets, and there is nothing to draw. The browser's copy of the entry declares the
// faces; here loading one has nothing to wait for.
import type {
  declareScriptFont as declareInBrowser,
  loadScriptFont as loadInBrowser,
} from './fonts';

export type { ScriptFont } from './fonts';

export const declareScriptFont: typeof declareInBrowser = async () => {};
export const loadScriptFont: typeof loadInBrowser = async () => {};
