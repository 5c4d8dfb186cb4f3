import type { SquareConfig } from '../config';
import { ConnectRefused, type OAuthTokens, type PaymentConnect } from './payment-connect';
import { SquareApiError, squareApi } from './square-api';

/**
 * What the platform may do on a seller's Square account: read its locations, take payments, and
 * keep its clients' cards (customers and cards on file).
 */
export const SQUARE_SCOPES = [
  'MERCHANT_PROFILE_READ',
  'PAYMENTS_READ',
  'PAYMENTS_WRITE',
  'CUSTOMERS_READ',
  'CUSTOMERS_WRITE',
];

interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_at: string;
  merchant_id: string;
}

interface Location {
  id: string;
  status?: string;
  currency?: string;
  capabilities?: string[];
}

const tokensOf = (answer: TokenAnswer): OAuthTokens => ({
  accessToken: answer.access_token,
  refreshToken: answer.refresh_token,
  expiresAt: new Date(answer.expires_at),
});

/** A Square refusal the business can act on (4xx) becomes ConnectRefused; the rest stays an outage. */
async function refusing<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof SquareApiError && error.status < 500) throw new ConnectRefused(error.message);
    throw error;
  }
}

/**
 * Square's OAuth (code flow): the seller approves on Square's authorize page; the code gives an
 * access token (30 days) and a refresh token for the merchant, and the location payments go to is
 * the first active one that takes cards in AUD.
 */
export function squarePaymentConnect(config: SquareConfig): PaymentConnect {
  const api = squareApi(config.apiUrl);
  const client = { client_id: config.applicationId, client_secret: config.applicationSecret };

  async function revoke(body: Record<string, string>) {
    try {
      await api.call('/oauth2/revoke', {
        authorization: `Client ${config.applicationSecret}`,
        body: { client_id: config.applicationId, ...body },
      });
    } catch (error) {
      // Already revoked (by the seller in Square's dashboard): nothing is left to revoke. A refused
      // application secret (401) is the server's own problem and is not hidden.
      if (error instanceof SquareApiError && error.status < 500 && error.status !== 401) return;
      throw error;
    }
  }

  return {
    ready: true,
    authorizeUrl({ state, redirectUri }) {
      const query = new URLSearchParams({
        client_id: config.applicationId,
        scope: SQUARE_SCOPES.join(' '),
        // Square asks for the seller's own sign-in every time rather than an existing session.
        session: 'false',
        state,
        redirect_uri: redirectUri,
      });
      return `${api.base}/oauth2/authorize?${query}`;
    },
    async exchange(code, redirectUri) {
      const answer = await refusing(() =>
        api.call<TokenAnswer>('/oauth2/token', {
          body: { ...client, grant_type: 'authorization_code', code, redirect_uri: redirectUri },
        }),
      );
      const tokens = tokensOf(answer);
      const { locations = [] } = await api.call<{ locations?: Location[] }>('/v2/locations', {
        method: 'GET',
        authorization: `Bearer ${tokens.accessToken}`,
      });
      const location = locations.find(
        (l) => l.status === 'ACTIVE' && l.currency === 'AUD' && l.capabilities?.includes('CREDIT_CARD_PROCESSING'),
      );
      if (!location) {
        // Nothing will use these tokens: give them back rather than keep an unused grant.
        await revoke({ access_token: tokens.accessToken }).catch(() => undefined);
        throw new ConnectRefused(`Merchant ${answer.merchant_id} has no location taking cards in AUD`, 'noLocation');
      }
      return { accountRef: answer.merchant_id, tokens, locationId: location.id };
    },
    async refresh(refreshToken) {
      const answer = await refusing(() =>
        api.call<TokenAnswer>('/oauth2/token', {
          body: { ...client, grant_type: 'refresh_token', refresh_token: refreshToken },
        }),
      );
      return tokensOf(answer);
    },
    deauthorize: (merchantId) => revoke({ merchant_id: merchantId }),
  };
}
