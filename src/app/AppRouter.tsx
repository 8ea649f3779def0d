import { useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router } from 'react-router-dom';
import { currentPlace, historyNavigator, onNavigation } from './history';
import { NavigationPending } from './navigationPending';

/**
 * The app's router on the browser's history. A navigation is a transition: the current page stays
 * on screen while the next one's module loads and draws (NavigationProgress shows the wait), and
 * React renders the next page in slices rather than one long task.
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const [state, setState] = useState(currentPlace);
  const [pending, startTransition] = useTransition();
  useLayoutEffect(
    () =>
      onNavigation(({ action, location }) => startTransition(() => setState({ action, location }))),
    [],
  );
  return (
    <NavigationPending value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={historyNavigator}>
        {children}
      </Router>
    </NavigationPending>
  );
}
