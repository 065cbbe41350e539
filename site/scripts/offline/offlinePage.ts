import { modeDeclarations, tokens } from '@portfolio/ui';
import type { i18n as I18n } from 'i18next';
import { owner } from '../../src/content/owner';
import { escapeHtml } from '../prerender/head';
import { savedThemeTags } from '../prerender/beforePaint';

export interface OfflineLink {
  path: string;
  title: string;
}

const STYLE = `
:root { ${modeDeclarations('dark')} }
body {
  margin: 0; min-height: 100vh; display: grid; place-items: center;
  background: var(--color-background); color: var(--color-text);
  font-family: ${tokens.font.body}; line-height: ${tokens.font.lineHeight.body};
}
html:lang(my) body { line-height: ${tokens.font.lineHeight.myanmar}; }
main { max-width: 36rem; padding: 2rem 1.25rem; }
h1 { margin: 0 0 0.75rem; font-size: 1.75rem; line-height: ${tokens.font.lineHeight.tight}; }
p { color: var(--color-text-muted); }
ul { padding: 0; list-style: none; display: flex; flex-wrap: wrap; gap: 0.5rem; }
a {
  display: inline-block; padding: 0.5rem 0.875rem; border: 1px solid var(--color-border);
  border-radius: 999px; color: var(--color-link); text-decoration: none;
}
a:hover { border-color: var(--color-link); }
a:focus-visible { outline: 3px solid var(--color-focus); outline-offset: 2px; }
.again { margin-top: 1.5rem; }
`;

/**
 * The page a visitor offline is shown for an address this device has no copy of, in their
 * language: it says so and links to the pages that open without a connection (the service
 * worker precaches them with it). Static: no script of the app, only the saved theme's, and the
 * faces the language's pages declare (the precached ones draw; the rest fall back).
 */
export function offlinePage(
  language: string,
  i18n: I18n,
  links: OfflineLink[],
  faceRules: string[],
): string {
  const t = i18n.getFixedT(language);
  const items = links
    .map(({ path, title }) => `<li><a href="${escapeHtml(path)}">${escapeHtml(title)}</a></li>`)
    .join('');
  return `<!doctype html>
<html lang="${language}" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(`${t('offline.title')} · ${owner.name}`)}</title>
    ${savedThemeTags().join('\n    ')}
    <style>${faceRules.join('')}${STYLE}</style>
  </head>
  <body>
    <main>
      <h1>${escapeHtml(t('offline.title'))}</h1>
      <p>${escapeHtml(t('offline.message'))}</p>
      <ul>${items}</ul>
      <p class="again"><a href="">${escapeHtml(t('offline.retry'))}</a></p>
    </main>
  </body>
</html>
`;
}
