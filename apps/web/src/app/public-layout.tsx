import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from './page-loader';

/** Layout of the sign-in, sign-up, password and other public routes. */
export function PublicLayout() {
  return (
    <main id="main" className="fb-main">
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
