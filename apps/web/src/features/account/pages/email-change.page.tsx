import { EMAIL_CHANGE_MESSAGES } from '@fieldbook/domain/auth/email-change.constants';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { ApiError, http } from '../../../lib/http-client';
import { session } from '../../../lib/session/session-store';
import { LinkOutcomeCard } from '../../auth/index';

/**
 * email/verify/:code and email/reverse/:code: opened from the emailed links, signed in or not.
 * A query (not an effect) so the one-time link is followed once, even under StrictMode.
 */
export function EmailChangePage() {
  const { code = '' } = useParams();
  const reversing = useLocation().pathname.includes('/email/reverse/');
  const action = reversing ? 'reverse' : 'verify';
  const result = useQuery({
    queryKey: ['email-change', action, code],
    queryFn: async () => {
      await http.get<null>(`/user/email/${action}/${encodeURIComponent(code)}`, { quiet: true, auth: false });
      // Reversing ended every session of the account: this browser's too.
      if (reversing && session.portal() === 'business') session.clear();
      return null;
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  return (
    <LinkOutcomeCard
      title={reversing ? 'Undo email change' : 'Confirm your new email'}
      pendingText={reversing ? 'Undoing the change…' : 'Confirming your email address…'}
      success={result.isSuccess ? (reversing ? EMAIL_CHANGE_MESSAGES.reversed : EMAIL_CHANGE_MESSAGES.verified) : null}
      error={
        result.isError
          ? result.error instanceof ApiError
            ? result.error.message
            : EMAIL_CHANGE_MESSAGES.invalid
          : null
      }
    />
  );
}
