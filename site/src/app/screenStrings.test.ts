import { expect, it } from 'vitest';
import { stringSetsAt } from '../i18n/stringSets';
import { screenAt } from './routeScreens';
import { routesAt } from './routes';

it('the pages that start with the legal texts are those whose screens fetch them on navigating', () => {
  const addresses = ['/', '/me', '/contact', '/privacy', '/my/terms', '/app/privacy/1'];
  for (const path of [...addresses, '/zh/app/terms/2', '/spaces/garden', '/spaces']) {
    const screen = screenAt(routesAt(path), path);
    expect(stringSetsAt(path).includes('legal'), path).toBe(screen?.strings === 'legal');
  }
});
