import i18next from 'i18next';
import en from '../src/i18n/strings/en.json' with { type: 'json' };
import ko from '../src/i18n/strings/ko.json' with { type: 'json' };
import my from '../src/i18n/strings/my.json' with { type: 'json' };
import zh from '../src/i18n/strings/zh.json' with { type: 'json' };
import { inEveryLanguage, STATIC_PAGES } from '../src/navigation/pageMeta';
import { LANGUAGES } from '../src/i18n/languages';
import { localizedPath } from '../src/i18n/languagePaths';
import { documentTitle } from '../src/navigation/documentTitle';
import { expect, test } from './fixtures';

const STRINGS = { en, my, zh, ko };
const strings = i18next.createInstance();
await strings.init({
  resources: Object.fromEntries(
    Object.entries(STRINGS).map(([language, translation]) => [language, { translation }]),
  ),
  interpolation: { escapeValue: false },
});

/** The value of the first `<tag attribute="…" … content|href="…">` in `html`. */
const attribute = (html: string, tag: RegExp, name: string) =>
  new RegExp(`<${tag.source}[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1];

/** A PNG's width and height, from its header. */
const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

test('every page is served in every language, whole before any script runs: language, title, description, alternates and a preview card', async ({
  request,
}) => {
  test.slow();
  for (const page of inEveryLanguage(STATIC_PAGES)) {
    const t = strings.getFixedT(page.language);
    const html = await (await request.get(page.path)).text();
    const at = `${page.path}:`;
    expect(html, at).toContain(`<html lang="${page.language}"`);
    expect(html, at).toContain(`<title>${documentTitle(t(page.titleKey))}</title>`);
    expect(attribute(html, /meta name="description"/, 'content'), at).toBe(t(page.descriptionKey));
    // The main navigation is prerendered in the page's language.
    expect(html, at).toContain(`>${t('nav.readme')}</a>`);
    const canonical = page.aliasOf ?? page.path;
    expect(attribute(html, /link rel="canonical"/, 'href'), at).toMatch(
      new RegExp(`^https?://[^/]+${canonical}$`),
    );
    for (const language of LANGUAGES)
      expect(
        attribute(html, new RegExp(`link rel="alternate" hreflang="${language}"`), 'href'),
        at,
      ).toMatch(new RegExp(`[^/]${localizedPath(language, canonical)}$`));
    expect(attribute(html, /link rel="alternate" hreflang="x-default"/, 'href'), at).toMatch(
      new RegExp(`[^/]${localizedPath('en', canonical)}$`),
    );
    expect(attribute(html, /meta property="og:locale"/, 'content'), at).toMatch(
      /^[a-z]{2}_[A-Z]{2}$/,
    );
    expect(attribute(html, /meta name="twitter:card"/, 'content'), at).toBe('summary_large_image');
    expect(attribute(html, /meta property="og:image:alt"/, 'content'), at).toContain(
      t(page.titleKey),
    );
    const image = new URL(attribute(html, /meta property="og:image"/, 'content') ?? '').pathname;
    const card = await request.get(image);
    expect(card.headers()['content-type'], image).toBe('image/png');
    expect(pngSize(await card.body()), image).toEqual([1200, 630]);
  }
});

test('a page in Myanmar, Chinese or Korean declares the faces its text uses and preloads them', async ({
  request,
}) => {
  // Each is cut to the page's text.
  for (const [language, style, face] of [
    ['my', '<style data-page-faces="my">', 'my-page-'],
    ['zh', '<style data-page-faces="zh">', 'zh-page-'],
    ['ko', '<style data-page-faces="ko">', 'ko-page-'],
  ] as const) {
    const html = await (await request.get(localizedPath(language, '/spaces/garden'))).text();
    expect(html, language).toMatch(
      new RegExp(`<link rel="preload" as="font"[^>]*/assets/${face}[^"]*\\.woff2"`),
    );
    expect(html, language).toMatch(new RegExp(`${style}@font-face\\{[^}]*/assets/${face}`));
  }
});

test('the language list leads to the same page in the chosen language, as the visitor left it (tab, scroll, focus), and back leads back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/me');
  await page.getByRole('tab', { name: 'Values' }).click();
  const language = page.getByRole('combobox', { name: 'Language' });
  // Scrolled a little, the list still in view.
  await page.evaluate(() => window.scrollTo(0, 100));
  await expect(language).toBeInViewport({ ratio: 1 });
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBe(100);
  await language.focus();
  await language.selectOption('zh');
  await expect(page).toHaveURL('/zh/me');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh.about_me);
  await expect(page.getByRole('tab', { name: zh.tab_values })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('combobox', { name: zh.language })).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  // Links lead on in Chinese.
  await page.getByRole('link', { name: zh.contact_button }).click();
  await expect(page).toHaveURL('/zh/contact');
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL('/me');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.about_me);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the Readme fetches the other languages’ files once idle, so a choice asks for none', async ({
  page,
}) => {
  const files: string[] = [];
  page.on('request', (request) => {
    const file = /\/assets\/i18n\/(my|zh|ko)-[\w-]{8}\.json$/.exec(request.url())?.[1];
    if (file) files.push(file);
  });
  await page.goto('/me');
  await expect.poll(() => [...files].sort()).toEqual(['ko', 'my', 'zh']);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ko');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.about_me);
  // The page idle again in Korean (idle callbacks run in turn): still no file asked for twice.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  expect(files).toHaveLength(3);
});

test('a saved language sends an English address to its own before anything English is painted', async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('lang', 'my');
    // A frame is drawn only after its animation frame callbacks: one on a visible English page
    // means English was on screen.
    requestAnimationFrame(() => {
      const english = !/^\/(my|zh|ko)(\/|$)/.test(window.location.pathname);
      if (english && getComputedStyle(document.documentElement).visibility !== 'hidden')
        window.sessionStorage.setItem('painted', window.location.pathname);
    });
  });
  await page.goto('/spaces/garden?from=link#tiles');
  await expect(page).toHaveURL('/my/spaces/garden?from=link#tiles');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(my.pages.garden);
  expect(await page.evaluate(() => window.sessionStorage.getItem('painted'))).toBeNull();
});

const UNDER_PREFIXES: [from: string, to: string, heading: string][] = [
  ['/my/nowhere', '/my', 'Aung Sample'],
  ['/zh/spaces/unknown', '/zh/spaces', zh.pages.spaces],
  ['/ko/app', '/ko', 'Aung Sample'],
  ['/zh/moon', '/zh/moon', zh.pages.moon],
  ['/ko/app/terms/3', '/ko/app/terms/3', ko.app_missing.title],
  // English has no prefix: one typed anyway leads to the page.
  ['/en/spaces/sun', '/spaces/sun', en.pages.sun],
];

for (const [from, to, heading] of UNDER_PREFIXES)
  test(`${from} leads to ${to} in its language`, async ({ page }) => {
    const language = from.split('/')[1] as keyof typeof STRINGS;
    await page.goto(from);
    await expect(page).toHaveURL(to);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('navigation', { name: STRINGS[language].nav.label })).toBeVisible();
  });

test('the sitemap lists every page in every language with its alternates', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const language of LANGUAGES)
    expect(sitemap).toContain(`${localizedPath(language, '/spaces/sun')}</loc>`);
  expect(sitemap).toMatch(/<xhtml:link rel="alternate" hreflang="ko" href="[^"]+\/ko\/me" \/>/);
  expect(sitemap).toMatch(/<xhtml:link rel="alternate" hreflang="x-default" href="[^"]+\/me" \/>/);
});

test('the site is installable: a manifest per language with its icons, a touch icon, structured data', async ({
  request,
}) => {
  const html = await (await request.get('/my')).text();
  const manifestUrl = attribute(html, /link rel="manifest"/, 'href') ?? '';
  const manifest = (await (await request.get(manifestUrl)).json()) as {
    start_url: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest.start_url).toBe('/my');
  for (const icon of [
    ...manifest.icons,
    { src: attribute(html, /link rel="apple-touch-icon"/, 'href') ?? '', sizes: '180x180' },
  ]) {
    const png = await (await request.get(icon.src)).body();
    expect(pngSize(png).join('x'), icon.src).toBe(icon.sizes);
  }
  const [, json = ''] = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html) ?? [];
  const types = ([JSON.parse(json)].flat() as { '@type': string }[]).flatMap(
    (node) => node['@type'],
  );
  expect(types).toEqual(expect.arrayContaining(['WebSite', 'Person']));
  // A missing card or icon is a 404, not a page.
  expect((await request.get('/previews/nowhere.png')).status()).toBe(404);
});
