import { useRoutes } from 'react-router-dom';
import { paths } from '../contract/routes';
import { AppRouter } from './AppRouter';
import { historyNavigator } from './history';
import { RouteErrorBoundary } from './layout/RouteErrorBoundary';
import { AppProviders } from './providers';
import { routes } from './routes';

const goHome = async () => historyNavigator.replace(paths.home);
const navigate = async (to: string) => historyNavigator.push(to);

function AppRoutes() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}

export function App() {
  return (
    <AppProviders goHome={goHome} navigate={navigate}>
      <AppRouter>
        <AppRoutes />
      </AppRouter>
    </AppProviders>
  );
}
