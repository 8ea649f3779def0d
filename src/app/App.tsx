import { RouterProvider } from 'react-router-dom';
import { paths } from '../contract/routes';
import { AppProviders } from './providers';
import { router } from './router';

const goHome = () => router.navigate(paths.home, { replace: true });
const navigate = (to: string) => router.navigate(to);

export function App() {
  return (
    <AppProviders goHome={goHome} navigate={navigate}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
