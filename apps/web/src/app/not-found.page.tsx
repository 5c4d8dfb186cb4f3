import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePortalPath } from '../lib/portal-path';
import { useSignedIn } from '../lib/session/session-store';

/** Unknown paths, and routes the user lacks the permission for, show this page at the same URL. */
export function NotFoundPage() {
  const signedIn = useSignedIn();
  const to = usePortalPath();
  useEffect(() => {
    document.title = 'Page not found · Fieldbook';
  }, []);
  return (
    <Box component="section" sx={{ textAlign: 'center', py: 10, px: 2 }}>
      <Typography variant="h2" component="p" color="text.secondary" aria-hidden>
        404
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The page you are looking for does not exist, or you do not have access to it.
      </Typography>
      <Button variant="contained" component={RouterLink} to={signedIn ? to('home') : to('')}>
        {signedIn ? 'Go to Home' : 'Go to Sign In'}
      </Button>
    </Box>
  );
}
