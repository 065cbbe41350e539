import { useEffect, useState } from 'react';
import { useLocation, type Location } from 'react-router-dom';
import { screenLoad } from './lazyScreen';
import { screenAt } from './routeScreens';
import { routesAt } from './routes';
import type { Screen } from './screens';

const settled = (screen: Screen | undefined) => {
  const status = screen && screenLoad(screen).status;
  return !screen || status === 'fulfilled' || status === 'rejected';
};

/**
 * The location to render: the address's, once its screen's code is here (or has failed), and
 * until then the one shown before, so a navigation keeps the page it leaves instead of a blank.
 * React would do the same in a transition; the site's build runs on Preact, which has none.
 */
export function useLocationReady(): Location {
  const location = useLocation();
  const [shown, setShown] = useState(location);
  const screen = screenAt(routesAt(location.pathname), location.pathname);
  const ready = settled(screen);
  if (ready && shown !== location) setShown(location);
  useEffect(() => {
    if (!screen || ready) return;
    let current = true;
    const show = () => void (current && setShown(location));
    screenLoad(screen).then(show, show);
    return () => {
      current = false;
    };
  }, [location, screen, ready]);
  return ready ? location : shown;
}
