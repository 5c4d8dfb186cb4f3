import { CLIENT_MESSAGES } from '@fieldbook/domain/clients/clients.constants';
import { NOTE_MESSAGES } from '@fieldbook/domain/notes/notes.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, as, registerBusiness, type Session, useTestApp } from '../../test/build-test-app';
import {
  business,
  companyFootprint,
  createClient,
  expectFieldError,
  getClient,
  individual,
  logActions,
  postClient,
  storedClient,
  subscribedBusiness,
} from './clients-test-kit';

const ctx = useTestApp();
let owner: Session;
let ids: { companyId: number; userId: number };

beforeAll(async () => {
  ({ owner, ids } = await subscribedBusiness(ctx, 'Clients Co'));
});

const defaults = (session: Session) => as(ctx.t.app, session, { method: 'GET', url: '/v1/clients/defaults' });

describe('POST /v1/clients', () => {
  it('creates an individual: display_name is first plus last name, the defaults apply, the row and log are stored', async () => {
    const body = individual({ first_name: 'Grace', last_name: 'Hopper', display_name: 'Ignored Name' });
    const response = await postClient(ctx.t.app, owner, body);
    expect(response.statusCode).toBe(200);
    const envelope = response.json();
    expect(envelope).toMatchObject({ status: 'success', errors: null, message: CLIENT_MESSAGES.created });
    const client = envelope.payload;
    expect(client).toMatchObject({
      display_name: 'Grace Hopper',
      first_name: 'Grace',
      last_name: 'Hopper',
      is_individual: true,
      initials: 'GH',
      default_communication_method: 'EMAIL',
      inventory_markup_percentage: 0,
      disable_reminders: false,
      reference_id: body.reference_id,
      archived: false,
      can_edit: true,
      linked: false,
      refer_status: null,
      refer_resend_tries: 0,
      emails: [],
      phones: [],
      addresses: [],
      groups: [],
      creator: { id: ids.userId },
    });

    const { row } = await storedClient(ctx.db, ids.companyId, client.id);
    expect(row).toMatchObject({
      display_name: 'Grace Hopper',
      is_individual: true,
      default_communication_method: 'EMAIL',
      reference_id: body.reference_id,
      archived_at: null,
    });
    expect(Number(row.created_by)).toBe(ids.userId);
    expect(Number(row.inventory_markup_percentage)).toBe(0);
    expect(await logActions(ctx.db, ids.companyId, client.id)).toEqual(['client_created']);
  });

  it('creates a business client with its display name and contacts, stored in order', async () => {
    const client = await createClient(
      ctx.t.app,
      owner,
      business({
        display_name: 'Acme Plumbing',
        emails: [
          { type: 'PRIMARY', email_address: 'Accounts@Acme.example' },
          { type: 'EXTRA', field_name: 'Site manager', email_address: 'site@acme.example' },
        ],
        phones: [{ type: 'MOBILE', country_code: '+61', phone_number: '0412 345 678' }],
        addresses: [
          {
            type: 'PRIMARY',
            address_line_1: '1 Harbour St',
            locality: 'Sydney',
            state: 'NSW',
            postal_code: '2000',
            country: 'Australia',
          },
        ],
        invoicing_default_due_date: 14,
        inventory_markup_percentage: 12.5,
        default_communication_method: 'SMS',
      }),
    );
    expect(client).toMatchObject({
      display_name: 'Acme Plumbing',
      is_individual: false,
      contact_name: 'Pat Manager',
      email_address: 'accounts@acme.example',
      invoicing_default_due_date: 14,
      inventory_markup_percentage: 12.5,
      default_communication_method: 'SMS',
    });
    expect(client.emails.map((e: { email_address: string }) => e.email_address)).toEqual([
      'accounts@acme.example',
      'site@acme.example',
    ]);
    expect(client.phones[0]).toMatchObject({
      type: 'MOBILE',
      country_code: '61',
      phone_number: '0412 345 678',
      full_phone: '+61 412 345 678',
    });
    expect(client.addresses[0].full_address).toBe('1 Harbour St, Sydney NSW 2000, Australia');
    const stored = await storedClient(ctx.db, ids.companyId, client.id);
    expect(stored.emails.map((e) => [e.type, e.field_name, e.email_address])).toEqual([
      ['PRIMARY', null, 'accounts@acme.example'],
      ['EXTRA', 'Site manager', 'site@acme.example'],
    ]);
    expect(stored.phones).toHaveLength(1);
    expect(stored.addresses).toHaveLength(1);
  });

  it('stores the first note sanitized: a <script> is removed, formatting stays; it shows on the timeline', async () => {
    const note = '<p><strong>Gate code</strong> 1234 <em>ring first</em></p><script>alert("x")</script>';
    const client = await createClient(ctx.t.app, owner, individual({ note }));
    const stored = await storedClient(ctx.db, ids.companyId, client.id);
    expect(stored.notes.map((n) => n.value)).toEqual(['<p><strong>Gate code</strong> 1234 <em>ring first</em></p>']);
    const timeline = (await getClient(ctx.t.app, owner, client.id)).json().payload.timeline;
    expect(timeline.find((e: { timeline_type: string }) => e.timeline_type === 'note')).toMatchObject({
      value: '<p><strong>Gate code</strong> 1234 <em>ring first</em></p>',
      name: expect.stringContaining('Olivia'),
    });
    expect(await logActions(ctx.db, ids.companyId, client.id)).toEqual(['note_added', 'client_created']);
  });

  it('refuses a first note that is empty once its HTML is stripped and stores no client', async () => {
    const before = await companyFootprint(ctx.db, ids.companyId);
    for (const note of ['<p><script>alert(1)</script></p>', '<p>&nbsp;</p>', '<p><br></p>']) {
      const response = await postClient(ctx.t.app, owner, individual({ note }));
      expectFieldError(response, 'note', NOTE_MESSAGES.empty);
    }
    expect(await companyFootprint(ctx.db, ids.companyId)).toEqual(before);
  });

  it('links groups with the relationship on the pivot; GET /v1/clients/groups lists the members', async () => {
    const parent = await createClient(
      ctx.t.app,
      owner,
      individual({ first_name: 'Pam', groups: [{ name: 'Nguyen Family', relationship: 'Mother' }] }),
    );
    const child = await createClient(
      ctx.t.app,
      owner,
      individual({ first_name: 'Kim', groups: [{ name: 'nguyen family', relationship: 'Son' }] }),
    );
    expect(parent.groups).toEqual([
      { id: expect.any(Number), name: 'Nguyen Family', pivot: { relationship: 'Mother' } },
    ]);
    // The same name in another case is the same group.
    expect(child.groups[0].id).toBe(parent.groups[0].id);

    const response = await as(ctx.t.app, owner, { method: 'GET', url: `/v1/clients/groups?id=${parent.groups[0].id}` });
    expect(response.statusCode).toBe(200);
    const group = response.json().payload.group;
    expect(group).toMatchObject({ id: parent.groups[0].id, name: 'Nguyen Family' });
    const members = group.clients
      .map((c: { id: number; pivot: { relationship: string } }) => [c.id, c.pivot.relationship])
      .sort((a: number[], b: number[]) => Number(a[0]) - Number(b[0]));
    expect(members).toEqual([
      [parent.id, 'Mother'],
      [child.id, 'Son'],
    ]);

    const missing = await as(ctx.t.app, owner, { method: 'GET', url: '/v1/clients/groups?id=999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 'error', payload: null });
  });

  it('lets Field Staff (canAccessClients) create a client', async () => {
    const staff = await addStaff(ctx.t.app, owner, 'Field Staff');
    const response = await postClient(ctx.t.app, staff, individual({ first_name: 'Made', last_name: 'ByStaff' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().payload.display_name).toBe('Made ByStaff');
  });
});

describe('reference numbers', () => {
  it('are unique per company case-insensitively, but another company may use the same one', async () => {
    await createClient(ctx.t.app, owner, individual({ reference_id: 'Smith-01' }));
    const before = await companyFootprint(ctx.db, ids.companyId);
    const taken = await postClient(ctx.t.app, owner, individual({ reference_id: '  SMITH-01 ' }));
    expectFieldError(taken, 'reference_id', CLIENT_MESSAGES.referenceTaken);
    expect(taken.json().message).toBe(CLIENT_MESSAGES.referenceTaken);
    expect(await companyFootprint(ctx.db, ids.companyId)).toEqual(before);

    const other = await registerBusiness(ctx.t.app);
    expect((await postClient(ctx.t.app, other, individual({ reference_id: 'SMITH-01' }))).statusCode).toBe(200);
  });

  it('stays unique when the same new reference is sent several times at once: one wins, nothing half-written', async () => {
    const before = await companyFootprint(ctx.db, ids.companyId);
    const body = () =>
      individual({ reference_id: 'RACE-1', emails: [{ type: 'PRIMARY', email_address: 'race@example.com' }] });
    const responses = await Promise.all(Array.from({ length: 5 }, () => postClient(ctx.t.app, owner, body())));
    const ok = responses.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const refused of responses.filter((r) => r.statusCode !== 200)) {
      expectFieldError(refused, 'reference_id', CLIENT_MESSAGES.referenceTaken);
    }
    const after = await companyFootprint(ctx.db, ids.companyId);
    expect(after).toEqual({
      ...before,
      clients: before.clients + 1,
      client_emails: before.client_emails + 1,
      activity_logs: before.activity_logs + 1,
    });
  });

  it('GET /v1/clients/defaults offers the next number and moves past numeric references used', async () => {
    const fresh = await registerBusiness(ctx.t.app);
    const first = await defaults(fresh);
    expect(first.statusCode).toBe(200);
    expect(first.json().payload).toEqual({
      clients_send_client_connect_request: false,
      clients_default_disable_reminders: false,
      clients_default_communication_method: 'EMAIL',
      reference_id: '1001',
    });
    // Only a peek: asking again offers the same number.
    expect((await defaults(fresh)).json().payload.reference_id).toBe('1001');
    await createClient(ctx.t.app, fresh, individual({ reference_id: '1001' }));
    expect((await defaults(fresh)).json().payload.reference_id).toBe('1002');
    await createClient(ctx.t.app, fresh, individual({ reference_id: '5000' }));
    expect((await defaults(fresh)).json().payload.reference_id).toBe('5001');
    // A lower or non-numeric reference does not move it back.
    await createClient(ctx.t.app, fresh, individual({ reference_id: '1500' }));
    await createClient(ctx.t.app, fresh, individual({ reference_id: 'JOB-9999' }));
    expect((await defaults(fresh)).json().payload.reference_id).toBe('5001');
  });
});
