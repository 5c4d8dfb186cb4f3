import { CLIENT_LIMITS } from '@fieldbook/domain/clients/clients.constants';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../test/mock-api';
import { clearClientContactsCache, clientContactsCacheSize, loadClientContacts } from './client-contacts-cache';

describe('client contact suggestions cache', () => {
  beforeEach(() => clearClientContactsCache());

  it('asks the server once per client and kind, and clears itself when it holds 10 clients', async () => {
    const api = mockApi({
      'GET /v1/clients/emails': (request) =>
        ok({
          emails: [
            { id: 1, type: 'PRIMARY', field_name: null, email_address: `${request.url.split('id=')[1]}@x.test` },
          ],
        }),
      'GET /v1/clients/phones': ok({ phones: [] }),
    });
    expect((await loadClientContacts('emails', 1))[0]?.email_address).toBe('1@x.test');
    await loadClientContacts('emails', 1);
    await loadClientContacts('phones', 1);
    expect(api.count('GET /v1/clients/emails')).toBe(1);
    expect(api.count('GET /v1/clients/phones')).toBe(1);

    for (let id = 2; id <= CLIENT_LIMITS.cacheClients; id++) await loadClientContacts('emails', id);
    expect(clientContactsCacheSize()).toBe(CLIENT_LIMITS.cacheClients);
    await loadClientContacts('emails', 11);
    expect(clientContactsCacheSize()).toBe(1);
    await loadClientContacts('emails', 1);
    expect(api.count('GET /v1/clients/emails')).toBe(CLIENT_LIMITS.cacheClients + 2);
  });
});
