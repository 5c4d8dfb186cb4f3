import { CONNECT_MESSAGES } from '@fieldbook/domain/connect/connect.schemas';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { ApiError } from '../../../lib/http-client';
import { session } from '../../../lib/session/session-store';
import { LinkOutcomeCard } from '../../auth/index';
import { reverseConnectEmail, verifyConnectEmail } from '../api/connect-account';

/**
 * email/verify/{code} and email/reverse/{code}: the links of the verification (or email change)
 * email and of the old address's undo, signed in or not; each followed once.
 */
export function ConnectEmailLinkPage() {
  const { code = '' } = useParams();
  const reversing = useLocation().pathname.includes('/email/reverse/');
  const result = useQuery({
    queryKey: ['connect', reversing ? 'reverse-email' : 'verify-email', code],
    queryFn: async () => {
      if (reversing) {
        await reverseConnectEmail(code);
        // Every session of the account has ended: this browser's too.
        if (session.portal() === 'connect') session.clear();
        return CONNECT_MESSAGES.emailChangeReversed;
      }
      const { changed_to } = await verifyConnectEmail(code);
      return changed_to ? CONNECT_MESSAGES.emailChanged(changed_to) : CONNECT_MESSAGES.verified;
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const failed = result.isError
    ? result.error instanceof ApiError
      ? (result.error.fieldError('code') ?? result.error.message)
      : reversing
        ? CONNECT_MESSAGES.emailChangeInvalid
        : CONNECT_MESSAGES.verifyInvalid
    : null;
  return (
    <LinkOutcomeCard
      title={reversing ? 'Undo email change' : 'Verify your email'}
      pendingText={reversing ? 'Undoing the change…' : 'Verifying your email address…'}
      success={result.isSuccess ? result.data : null}
      error={failed}
    />
  );
}
