import type { TokenPayload } from '@fieldbook/domain/auth/auth.schemas';
import type { ConnectRegisterBody, PortalLoad } from '@fieldbook/domain/connect/connect.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { session, useSignedIn } from '../../../lib/session/session-store';

export const connectLoadKey = ['connect', 'load'] as const;

/** GET v1/clientConnect/load: the account, its businesses and the card provider. */
export const connectLoadQuery = () =>
  queryOptions({
    queryKey: connectLoadKey,
    queryFn: () => http.get<PortalLoad>('/clientConnect/load'),
    staleTime: 60_000,
  });

export function useConnectLoad() {
  const signedIn = useSignedIn();
  return useQuery({ ...connectLoadQuery(), enabled: signedIn });
}

/** POST v1/clientConnect/register: the new account is signed in at once. */
export function useConnectRegister() {
  return useMutation({
    mutationFn: (body: Omit<ConnectRegisterBody, 'guid'>) =>
      http.post<TokenPayload>('/clientConnect/register', { ...body, guid: session.guid() }, { auth: false }),
    onSuccess: (payload, body) => session.start({ token: payload.token, email: body.email }),
  });
}

/** POST v1/clientConnect/refer: links the account to the client record an invitation names. */
export function useLinkAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      http.post<{ business: { id: number; company_name: string } | null }>(
        '/clientConnect/refer',
        { code },
        { quiet: true },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['connect'] }),
  });
}

export function useSaveConnectProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { first_name: string; last_name: string }) => http.put<unknown>('/clientConnect/profile', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectLoadKey }),
  });
}

/** POST v1/clientConnect/email/verify/resend: another verification email. */
export const resendVerification = () => http.post<null>('/clientConnect/email/verify/resend', {});

/** POST v1/clientConnect/email/verify: the emailed link's code. */
export const verifyConnectEmail = (code: string) =>
  http.post<null>('/clientConnect/email/verify', { code }, { auth: false, quiet: true });
