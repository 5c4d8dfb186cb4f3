import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from './page-loader';

/** Layout of the sign-in, sign-up, password and other public routes. */
export function PublicLayout() {
  return (
    <Box component="main" id="main" sx={{ minHeight: '100%' }}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}
