import { RouterProvider } from 'react-router-dom';
import { paths } from '../contract/routes';
import { AppProviders } from './providers';
import { router } from './routes';

const goHome = () => router.navigate(paths.home, { replace: true });

export function App() {
  return (
    <AppProviders goHome={goHome}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
