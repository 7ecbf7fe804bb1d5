import { Outlet } from 'react-router';
import { WithQueries } from '../lib/with-queries.tsx';

/** The layout route of every page that reads the API (see WithQueries). */
export function QueryLayout() {
  return (
    <WithQueries>
      <Outlet />
    </WithQueries>
  );
}
