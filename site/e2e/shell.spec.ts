import { expect, test } from './fixtures';

test.describe('navbar', () => {
  test('marks the link of the page shown', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.goto('/me');
    await expect(nav.getByRole('link', { name: 'Readme' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Hello' })).not.toHaveAttribute('aria-current');

    await nav.getByRole('link', { name: 'Spaces' }).click();
    await expect(page).toHaveURL('/spaces');
    await expect(nav.getByRole('link', { name: 'Spaces' })).toHaveAttribute('aria-current', 'page');

    await page.goto('/spaces/garden');
    await expect(nav.getByRole('link', { name: 'Spaces' })).toHaveAttribute('aria-current', 'page');

    await page.goto('/');
    await expect(nav.getByRole('link', { name: 'Hello' })).toHaveAttribute('aria-current', 'page');
  });

  test('brand link leads home', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('link', { name: 'Aung Sample' }).click();
    await expect(page).toHaveURL('/');
  });

  test('collapses into a menu on phones', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }),
    ).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Contact' })
      .click();
    await expect(page).toHaveURL('/contact');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('theme', () => {
  test('is dark with a star at first, toggles to light with a sun, and stays after a reload', async ({
    page,
  }) => {
    await page.goto('/');
    const html = page.locator('html');
    const themeButton = page.getByRole('button', { name: /Theme/ });
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(themeButton.locator('svg.lucide-star')).toBeVisible();
    const darkBackground = await page.evaluate(
      () => getComputedStyle(document.body).backgroundColor,
    );

    await themeButton.click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(themeButton.locator('svg.lucide-sun')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .not.toBe(darkBackground);

    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(
      page.getByRole('button', { name: /Theme/ }).locator('svg.lucide-sun'),
    ).toBeVisible();
  });
});

test.describe('language', () => {
  test('switches at runtime from the Readme page to its address in the language, fetching its file, and is remembered', async ({
    page,
  }) => {
    // Fetched once the page is idle, or at the switch, whichever comes first.
    const myanmarFile = page.waitForResponse(
      (response) => /\/assets\/i18n\/my-[\w-]{8}\.json$/.test(response.url()) && response.ok(),
    );
    await page.goto('/me');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('my');
    await myanmarFile;
    await expect(page).toHaveURL('/my/me');
    await expect(page.locator('html')).toHaveAttribute('lang', 'my');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('About me');
    await expect(
      page.getByRole('navigation', { name: 'ပင်မ လမ်းညွှန်' }).getByRole('link', { name: 'မင်္ဂလာပါ' }),
    ).toBeVisible();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'my');
    await expect(page.getByRole('combobox', { name: 'ဘာသာစကား' })).toHaveValue('my');
    // An English address now leads to the Myanmar page, until English is chosen again.
    await page.goto('/contact');
    await expect(page).toHaveURL('/my/contact');
    await page.goto('/my/me');
    await page.getByRole('combobox', { name: 'ဘာသာစကား' }).selectOption('en');
    await expect(page).toHaveURL('/me');
    await page.goto('/contact');
    await expect(page).toHaveURL('/contact');
  });

  test('first visits are in English', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Readme' }).first()).toBeVisible();
  });
});

test.describe('footer', () => {
  test('shows the current year and the owner', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2031-03-04T10:00:00Z'));
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toContainText('© 2031 Aung Sample.');
    await expect(page.getByRole('heading', { name: 'Being Fearless' })).toBeVisible();
  });

  test('links to the legal pages', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Legal' })
      .getByRole('link', { name: 'Terms' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  });

  test('stays at the bottom of a short page on a desktop screen', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 1100 });
    for (const path of ['/spaces', '/spaces/garden', '/spaces/bookmark', '/spaces/appgallery']) {
      await page.goto(path);
      const footer = await page.getByRole('contentinfo').boundingBox();
      expect(footer && Math.round(footer.y + footer.height), path).toBe(1100);
    }
  });
});

test.describe('links', () => {
  for (const [theme, accent] of [
    ['dark', 'rgb(245, 197, 66)'],
    ['light', 'rgb(138, 90, 0)'],
  ] as const)
    test(`share the accent colour in the ${theme} theme: Contact's and the legal contents'`, async ({
      page,
    }) => {
      await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
      await page.goto('/contact');
      await expect(page.getByRole('link', { name: 'contact@example.com' })).toHaveCSS(
        'color',
        accent,
      );
      await page.goto('/privacy');
      const contents = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
      await expect(contents.first()).toHaveCSS('color', accent);
    });
});

test('with storage that throws on every read and write, the theme and the language still change for the visit', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const refuse = () => {
      throw new DOMException('The site’s data is blocked.', 'SecurityError');
    };
    Storage.prototype.getItem = refuse;
    Storage.prototype.setItem = refuse;
  });
  await page.goto('/me');
  await page.getByRole('button', { name: /Theme/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('button', { name: 'Theme: light (switch to dark)' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Language' }).selectOption('my');
  await expect(page).toHaveURL('/my/me');
  await expect(page.locator('html')).toHaveAttribute('lang', 'my');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});
