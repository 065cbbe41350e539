import { installDefaultTrustedTypesPolicy } from './browser/trustedTypes';
import { yieldToInput } from './browser/yieldToInput';

installDefaultTrustedTypesPolicy();

// The app's modules take 60-70 ms to evaluate under 4x CPU, too long a task for a tap to wait
// behind. So, input handled between each: React; the other libraries (with the strings' set-up;
// styled-components rehydrates the page's styles as it loads); then the site's own modules.
// Hydrating follows in a task of its own (start.tsx).
await import('react-dom/client');
await yieldToInput();
await import('./i18n/i18n');
await yieldToInput();
const { startApp } = await import('./start');
await startApp();
