import { CLIENT_LIMITS, CLIENT_MESSAGES } from '@fieldbook/domain/clients/clients.constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { clientsQueryKey } from './client-types';

/** POST /v1/refer/email/resend {client_id}: sends the Client Connect sign-up request again (3 tries). */
export const resendClientRefer = (clientId: number) =>
  http.post<{ refer_resend_tries: number }>('/refer/email/resend', { client_id: clientId }, { quiet: true });

/** The server's message: "Sign-up request sent. N tries remain." */
export const referSentMessage = (tries: number) =>
  CLIENT_MESSAGES.referSent(Math.max(0, CLIENT_LIMITS.referResendTries - tries));

export function useResendClientRefer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendClientRefer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
  });
}
