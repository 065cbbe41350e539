// What the site's build has in place of `react` and `react-dom`: Preact's compatibility layer,
// a tenth of their size (see scripts/preactInPlaceOfReact.ts).
import compat from 'preact/compat';
import { useSyncExternalStore } from './useSyncExternalStore';

// @ts-expect-error -- its types declare `export =`; its module (compat.mjs) has named exports.
export * from 'preact/compat';
export { useSyncExternalStore };
export default { ...compat, useSyncExternalStore };
