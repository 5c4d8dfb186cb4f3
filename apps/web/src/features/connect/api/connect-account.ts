import type { TokenPayload } from '@fieldbook/domain/auth/auth.schemas';
import type {
  ConnectEmailChangeBody,
  ConnectRegisterBody,
  ConnectVerifyPayload,
  PortalLoad,
  PortalProfile,
  PortalRefer,
} from '@fieldbook/domain/connect/connect.schemas';
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
    mutationFn: (code: string) => http.post<PortalRefer>('/clientConnect/refer', { code }, { quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['connect'] }),
  });
}

export function useSaveConnectProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { first_name: string; last_name: string }) =>
      http.put<PortalProfile>('/clientConnect/profile', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectLoadKey }),
  });
}

/** POST v1/clientConnect/email/verify/resend: another verification email. */
export const resendVerification = () => http.post<null>('/clientConnect/email/verify/resend', {});

/** POST v1/clientConnect/email/verify: the emailed link's code. */
/** POST v1/clientConnect/email/verify: verifies the address, or completes an email change (changed_to). */
export const verifyConnectEmail = (code: string) =>
  http.post<ConnectVerifyPayload>('/clientConnect/email/verify', { code }, { auth: false, quiet: true });

/** POST v1/clientConnect/email/reverse: the old address's undo of an email change. */
export const reverseConnectEmail = (code: string) =>
  http.post<null>('/clientConnect/email/reverse', { code }, { auth: false, quiet: true });

/** PUT v1/clientConnect/email: asks for a new address (a link is mailed to it). */
export const requestConnectEmailChange = (body: ConnectEmailChangeBody) =>
  http.put<null>('/clientConnect/email', body, { quiet: true });
