import { useRoutes } from 'react-router-dom';
import { publicRoutes } from './routes';

const pageRoutes = [publicRoutes];

/** The public pages alone, as the server renders them (src/entry-server.tsx). */
export function PublicPages() {
  return useRoutes(pageRoutes);
}
