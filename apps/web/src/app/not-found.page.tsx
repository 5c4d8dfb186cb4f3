import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import '../components/lean-ui.css';
import { usePortalPath } from '../lib/portal-path';
import { useSignedIn } from '../lib/session/session-store';

/**
 * Unknown paths, and routes the user lacks the permission for, show this page at the same URL. Part
 * of every route table, so drawn without MUI (components/lean-ui.css).
 */
export function NotFoundPage() {
  const signedIn = useSignedIn();
  const to = usePortalPath();
  useEffect(() => {
    document.title = 'Page not found · Fieldbook';
  }, []);
  return (
    <section className="fb-message">
      <p className="fb-h2 fb-secondary" aria-hidden>
        404
      </p>
      <h1 className="fb-h4 fb-gutter">Page not found</h1>
      <p className="fb-body1 fb-secondary fb-message-body">
        The page you are looking for does not exist, or you do not have access to it.
      </p>
      <RouterLink className="fb-btn fb-btn-contained" to={signedIn ? to('home') : to('')}>
        {signedIn ? 'Go to Home' : 'Go to Sign In'}
      </RouterLink>
    </section>
  );
}
