// The browser's history, which the app's router follows (AppRouter), made once at module level so
// code outside the router's tree (the kiosk's start screen, the first-page watch) can use it too.
import {
  UNSAFE_createBrowserHistory,
  type Location,
  type NavigationType,
  type Navigator,
} from 'react-router-dom';

const browserHistory = UNSAFE_createBrowserHistory({ v5Compat: true });

/** What the router and the code outside it navigate with (push, replace). */
export const historyNavigator: Navigator = browserHistory;

interface Place {
  action: NavigationType;
  location: Location;
}

/** The address shown, and how the visitor got there. */
export const currentPlace = (): Place => ({
  action: browserHistory.action,
  location: browserHistory.location,
});

const listeners = new Set<(place: Place) => void>();
// The history takes one listener: it hands each change on to all of the app's.
browserHistory.listen(({ action, location }) =>
  listeners.forEach((listener) => listener({ action, location })),
);

/** Calls `listener` after each change of address; returns what stops it. */
export function onNavigation(listener: (place: Place) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
