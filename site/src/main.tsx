import { installDefaultTrustedTypesPolicy } from './browser/trustedTypes';
import { yieldToInput } from './browser/yieldToInput';

installDefaultTrustedTypesPolicy();

// The app's modules take 60-70 ms to evaluate under 4x CPU, too long a task for a tap to wait
// behind. So, input handled between each: React; the other libraries (see libraries.ts); taking
// the page's rules into styled-components' sheet; the strings' set-up with the modules most
// screens share; the site's own modules; then matching the address to its screen. Hydrating
// follows in a task of its own (start.tsx).
await import('react-dom/client');
await yieldToInput();
const { takeInHeldRules } = await import('./libraries');
await yieldToInput();
takeInHeldRules();
await yieldToInput();
await import('./i18n/i18n');
await yieldToInput();
const { startApp } = await import('./start');
await yieldToInput();
await startApp();
