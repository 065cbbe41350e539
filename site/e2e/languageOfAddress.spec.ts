import ko from '../src/i18n/strings/ko.json' with { type: 'json' };
import zh from '../src/i18n/strings/zh.json' with { type: 'json' };
import { expect, failedLoad, test } from './fixtures';

test.use({
  allowedProblems: failedLoad(/http:\/\/localhost:\d+\/assets\/i18n\/ko-[\w-]{8}\.json/),
});

test('going back to an address in a language whose file cannot be had says so, the page staying readable', async ({
  page,
}) => {
  // Gone from the start: the Readme fetches the other languages' files once idle.
  await page.route('**/assets/i18n/ko-*.json', (route) => route.abort('internetdisconnected'));
  await page.goto('/zh/me');
  // What Back does after a switch from Korean, the page reloaded meanwhile (its Korean file gone):
  // the address changes, the document stays.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/ko/me');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('alert')).toContainText(
    zh.language_error.title.replace('{{language}}', zh.language_error.names.ko),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh.about_me);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  // Once the file can be had, the address's language comes with the next visit.
  await page.unroute('**/assets/i18n/ko-*.json');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.about_me);
});
