/** The id of the template holding a prerendered page's app preloads (see scripts/prerender). */
export const APP_PRELOADS_ID = 'app-preloads';

/** Starts fetching the app, its screen and its strings, at low priority (once painted). */
export function fetchApp(): void {
  const held = document.getElementById(APP_PRELOADS_ID);
  if (held instanceof HTMLTemplateElement) document.head.append(held.content);
  held?.remove();
}
