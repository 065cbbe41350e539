// The controls the bench taps (see interaction.mjs): where they are, how they are found and
// used, and the in-page predicate that says their tap has had its outcome.
import en from '../../../site/src/i18n/strings/en.json' with { type: 'json' };

/** The tap's in-page predicates. They run in the page: they may use only their arguments. */
const toastShown = ({ data, visible }) =>
  [...document.querySelectorAll('[role="alert"], [role="status"]')].some(
    (toast) => toast.textContent.includes(data.text) && visible(toast),
  );

// The moon's age today, roughly (from a known new moon): the day tapped must not be today's,
// whose toast the page shows by itself once the app has worked the moon out.
const moonAge = ((Date.now() - Date.UTC(2000, 0, 6, 18, 14)) / 86_400_000) % 29.530588853;
const moonDay = Math.abs(moonAge - 4) < 7 ? 18 : 4;
const [garden] = Object.values(en.garden.items);

const inView = (box, { width, height }) =>
  box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height;

/**
 * A finger's tap in the middle of the control, scrolled into view first if it is not (down the
 * page, or along a row that scrolls sideways, as the Readme's tabs do on a phone).
 */
export const tap = async (page, control) => {
  let box = await control.boundingBox();
  if (!box || !inView(box, page.viewportSize())) {
    await control.scrollIntoViewIfNeeded();
    box = await control.boundingBox();
  }
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
};

/** The navbar's theme toggle on the page at `path`: every page has one. */
export const themeToggle = (path, moments) => ({
  control: path === '/me' ? 'theme toggle' : `theme ${path}`,
  path,
  ...(moments ? { moments } : {}),
  locate: (page) => page.getByRole('button', { name: /Theme/ }),
  before: () => ({
    theme: document.documentElement.dataset.theme,
    background: getComputedStyle(document.body).backgroundColor,
  }),
  outcome: ({ before }) =>
    document.documentElement.dataset.theme !== before.theme &&
    getComputedStyle(document.body).backgroundColor !== before.background,
});

/** The controls measured: where, how they are found and used, and what their tap is for. */
export const CONTROLS = [
  {
    control: 'garden tile',
    path: '/spaces/garden',
    locate: (page) =>
      page
        .getByRole('group', { name: en.pages.garden })
        .getByRole('button', { name: garden.label }),
    outcome: toastShown,
    data: { text: garden.title },
  },
  {
    control: 'heart letter',
    path: '/spaces/heart',
    locate: (page) => page.getByRole('button', { name: 'A', exact: true }),
    outcome: toastShown,
    data: { text: en.heart.letters.a.title },
  },
  {
    control: 'moon day',
    path: '/spaces/moon',
    locate: (page) =>
      page
        .getByRole('group', { name: en.moon.days })
        .getByRole('button', { name: new RegExp(`^Day ${moonDay}:`) }),
    // The toast's message comes last: `DAY - 4` must not match `DAY - 14`.
    outcome: ({ data, visible }) =>
      [...document.querySelectorAll('[role="alert"]')].some(
        (toast) => toast.textContent.trim().endsWith(data.text) && visible(toast),
      ),
    data: { text: en.moon.toast_day.replace('{{day}}', moonDay) },
  },
  themeToggle('/me'),
  {
    control: 'language select',
    path: '/me',
    locate: (page) => page.getByRole('combobox', { name: en.language }),
    // A tap opens the system's list, which no script can drive: the closed select is focused
    // and the key that picks the next language (Myanmar, after English) is pressed instead.
    act: async (page, control) => {
      await control.focus();
      await page.keyboard.press('ArrowDown');
    },
    outcome: () =>
      window.location.pathname === '/my/me' &&
      document.documentElement.lang === 'my' &&
      /[\u1000-\u109f]/.test(document.querySelector('h1')?.textContent ?? ''),
  },
  {
    control: 'readme tab',
    path: '/me',
    locate: (page) =>
      page.getByRole('tablist', { name: en.profile }).getByRole('tab', { name: en.tab_values }),
    outcome: ({ data, visible }) => {
      const tab = [...document.querySelectorAll('[role="tab"]')].find(
        (element) => element.textContent.trim() === data.text,
      );
      const panel = tab && document.getElementById(tab.getAttribute('aria-controls'));
      return tab?.getAttribute('aria-selected') === 'true' && !!panel && visible(panel);
    },
    data: { text: en.tab_values },
  },
];
