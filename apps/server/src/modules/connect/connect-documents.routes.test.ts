import { createHash } from 'node:crypto';
import { CARD_MESSAGES } from '@fieldbook/domain/cards/cards.constants';
import { sandboxToken } from '@fieldbook/domain/cards/sandbox-card';
import { CONNECT_MESSAGES } from '@fieldbook/domain/connect/connect.schemas';
import { PAYMENT_MESSAGES } from '@fieldbook/domain/documents/documents.constants';
import { SIGNATURE_MESSAGES } from '@fieldbook/domain/inputs/signature.rules';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { createClient, individual } from '../clients/clients-test-kit';
import { anHourLater, fillMessageCap } from '../communications/message-test-kit';
import { call, createDocument, documentBody } from '../documents/documents-test-kit';
import { png } from '../files/files-test-kit';
import { type ClientSession, invitedClient, registerClient, sendDocument, sentDocument } from './connect-test-kit';

const ctx = useTestApp();
let owner: Session;
let companyId: number;
let clientId: number;

// A signature as the pad gives it (a 1×1 PNG).
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const GOOD_CARD = sandboxToken({ number: '4242424242424242', expMonth: 12, expYear: 2035 });
const DECLINED_CARD = sandboxToken({ number: '4000000000000002', expMonth: 12, expYear: 2035 });

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app, { company_name: 'Bright Plumbing' });
  companyId = (await whoIs(ctx.t.app, owner)).companyId;
  clientId = (
    await createClient(
      ctx.t.app,
      owner,
      individual({ emails: [{ type: 'PRIMARY', email_address: 'jo@client.example' }] }),
    )
  ).id;
});

const anon = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  ctx.t.app.inject({ method, url, ...(payload ? { payload } : {}) });
const view = (reference: string) =>
  anon('GET', `/v1/clientConnect/document?reference=${encodeURIComponent(reference)}`);
const documentRow = async (id: number) =>
  (
    await ctx.db.query(
      'select status, decided_by, decision_signature, decline_reason, amount_paid_cents from documents where id = $1',
      [id],
    )
  ).rows[0];
const pngOf = (dataUrl: string) =>
  sharp(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64')).metadata();
const paymentsOf = async (invoiceId: number) =>
  (
    await ctx.db.query('select amount_cents, method, provider, reference from payments where invoice_id = $1', [
      invoiceId,
    ])
  ).rows;

describe('a document by its emailed link', () => {
  it('shows what the PDF shows, to anyone holding the link, and nothing for a made-up one', async () => {
    const { reference } = await sentDocument(ctx.t.app, ctx.db, owner, 'quotation', clientId);
    const response = await view(reference);
    expect(response.statusCode, response.body).toBe(200);
    const { document } = response.json().payload;
    expect(document).toMatchObject({
      type: 'quotation',
      business: { company_name: 'Bright Plumbing' },
      status: 'SENT',
      total: 110,
      tax: 10,
      can_accept: true,
      can_pay: false,
    });
    expect(document.line_items).toEqual([
      expect.objectContaining({ description: 'Labour', quantity: 1, unit_price: 100, total: 110 }),
    ]);
    // nothing about the business's staff
    expect(JSON.stringify(document)).not.toContain('@example.com');
    const pdf = await anon('GET', `/v1/clientConnect/document/pdf?reference=${reference}`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await view('A'.repeat(24))).statusCode).toBe(404);
  });

  it('stops working once the document is archived, and stays revoked when it is restored', async () => {
    const { id, reference } = await sentDocument(ctx.t.app, ctx.db, owner, 'quotation', clientId);
    await call(ctx.t.app, owner, 'DELETE', '/v1/quotation', { id });
    expect((await view(reference)).statusCode).toBe(404);
    await call(ctx.t.app, owner, 'DELETE', '/v1/quotation', { id });
    const restored = await view(reference);
    expect(restored.statusCode).toBe(404);
    expect(restored.json().message).toBe(CONNECT_MESSAGES.referenceInvalid);
    // Sending it again mails a link that works.
    const again = await sendDocument(ctx.t.app, ctx.db, owner, 'quotation', id);
    expect((await view(again)).statusCode).toBe(200);
  });

  it('expires a link after DOCUMENT_LINK_DAYS (180 by default)', async () => {
    const { reference } = await sentDocument(ctx.t.app, ctx.db, owner, 'invoice', clientId);
    const age = (days: number) =>
      ctx.db.query(`update document_links set created_at = now() - make_interval(days => $1) where token_hash = $2`, [
        days,
        createHash('sha256').update(reference).digest('hex'),
      ]);
    await age(179);
    expect((await view(reference)).statusCode).toBe(200);
    await age(181);
    const expired = await view(reference);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBe(CONNECT_MESSAGES.referenceInvalid);
  });
});

describe('accepting and declining a quotation', () => {
  it('needs a name and a signature, and changes nothing without them', async () => {
    const { id, reference } = await sentDocument(ctx.t.app, ctx.db, owner, 'quotation', clientId);
    const response = await anon('POST', '/v1/clientConnect/quotation/accept', { reference, name: '', signature: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      name: ['The name field is required.'],
      signature: [CONNECT_MESSAGES.signatureRequired],
    });
    expect((await documentRow(id)).status).toBe('SENT');
  });

  it('accepts once, with who and the signature; the business sees it, logged and notified', async () => {
    const { id, reference } = await sentDocument(ctx.t.app, ctx.db, owner, 'quotation', clientId);
    const accepted = await anon('POST', '/v1/clientConnect/quotation/accept', {
      reference,
      name: 'Jo Citizen',
      signature: SIGNATURE,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().payload.document).toMatchObject({
      status: 'ACCEPTED',
      decided_by: 'Jo Citizen',
      can_accept: false,
    });
    const stored = await documentRow(id);
    expect(stored).toMatchObject({ status: 'ACCEPTED', decided_by: 'Jo Citizen' });
    // Kept re-encoded: the same 1×1 image, nothing but its pixels.
    expect(await pngOf(stored.decision_signature)).toMatchObject({ format: 'png', width: 1, height: 1 });
    const business = await call(ctx.t.app, owner, 'GET', `/v1/quotation?id=${id}`);
    expect(business.json().payload.quotation).toMatchObject({
      status: 'ACCEPTED',
      accepted_by: 'Jo Citizen',
      accepted_signature: stored.decision_signature,
    });
    const { rows: logs } = await ctx.db.query(
      `select description from activity_logs where subject_type = 'quotation' and subject_id = $1 and action = 'quotation_status'`,
      [id],
    );
    expect(logs.map((r) => r.description)).toEqual([
      expect.stringContaining('accepted by Jo Citizen in Client Connect'),
    ]);
    const { rows: notes } = await ctx.db.query(
      `select title from notifications where company_id = $1 and data->>'id' = $2`,
      [companyId, String(id)],
    );
    expect(notes.map((r) => r.title)).toEqual([expect.stringMatching(/accepted$/)]);
    const again = await anon('POST', '/v1/clientConnect/quotation/accept', {
      reference,
      name: 'Jo',
      signature: SIGNATURE,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CONNECT_MESSAGES.alreadyAnswered);
  });

  it('takes only a real PNG of a signature’s size: anything else is refused, changing and telling nothing', async () => {
    const { id, reference } = await sentDocument(ctx.t.app, ctx.db, owner, 'quotation', clientId);
    const asPng = (bytes: Buffer | string) => `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`;
    const drawn = await png(350, 150);
    const huge = await png(6000, 200);
    const cases: [string, string, string][] = [
      [
        'SVG text under the PNG label',
        asPng('<svg xmlns="http://www.w3.org/2000/svg" width="350" height="150"><script>alert(1)</script></svg>'),
        SIGNATURE_MESSAGES.invalid,
      ],
      ['base64 of no image at all', asPng(Buffer.alloc(64, 7)), SIGNATURE_MESSAGES.invalid],
      ['a PNG cut short', asPng(drawn.subarray(0, drawn.length - 30)), SIGNATURE_MESSAGES.invalid],
      ['a canvas far larger than the pad', asPng(huge), SIGNATURE_MESSAGES.tooLarge],
      ['more bytes than a signature', `data:image/png;base64,${'A'.repeat(280_004)}`, SIGNATURE_MESSAGES.tooLarge],
    ];
    const footprint = async () =>
      (
        await ctx.db.query(
          `select (select count(*)::int from activity_logs where company_id = $1) as logs,
                  (select count(*)::int from notifications where company_id = $1) as notifications`,
          [companyId],
        )
      ).rows[0];
    const before = await footprint();
    for (const [what, signature, message] of cases) {
      const refused = await anon('POST', '/v1/clientConnect/quotation/accept', { reference, name: 'Jo', signature });
      expect(refused.statusCode, what).toBe(422);
      expect(refused.json().errors, what).toEqual({ signature: [message] });
    }
    expect(await documentRow(id)).toMatchObject({ status: 'SENT', decided_by: null, decision_signature: null });
    expect(await footprint()).toEqual(before);
    const accepted = await anon('POST', '/v1/clientConnect/quotation/accept', {
      reference,
      name: 'Jo',
      signature: asPng(drawn),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await pngOf((await documentRow(id)).decision_signature)).toMatchObject({ width: 350, height: 150 });
  });

  it('shows the client’s signature only for the client’s own acceptance, not one staff make later', async () => {
    const { id, reference } = await sentDocument(ctx.t.app, ctx.db, owner, 'quotation', clientId);
    await anon('POST', '/v1/clientConnect/quotation/accept', { reference, name: 'Jo', signature: SIGNATURE });
    for (const status of ['SENT', 'ACCEPTED'])
      expect((await call(ctx.t.app, owner, 'POST', '/v1/quotation/status', { id, status })).statusCode).toBe(200);
    const business = await call(ctx.t.app, owner, 'GET', `/v1/quotation?id=${id}`);
    expect(business.json().payload.quotation).toMatchObject({ status: 'ACCEPTED', accepted_signature: null });
  });

  it('says an expired quotation has expired and cannot be accepted, but it can be declined with a reason', async () => {
    const { id, reference } = await sentDocument(ctx.t.app, ctx.db, owner, 'quotation', clientId, {
      quotation_date: '2025-01-02',
      expiry_date: '2025-01-16',
    });
    expect((await view(reference)).json().payload.document).toMatchObject({ expired: true, can_accept: false });
    const accept = await anon('POST', '/v1/clientConnect/quotation/accept', {
      reference,
      name: 'Jo',
      signature: SIGNATURE,
    });
    expect(accept.statusCode).toBe(409);
    expect(accept.json().message).toBe(CONNECT_MESSAGES.expired);
    expect((await documentRow(id)).status).toBe('SENT');
    const decline = await anon('POST', '/v1/clientConnect/quotation/decline', { reference, reason: 'Too late now' });
    expect(decline.statusCode).toBe(200);
    expect(await documentRow(id)).toMatchObject({ status: 'REJECTED', decline_reason: 'Too late now' });
  });
});

describe('paying an invoice by card (sandbox)', () => {
  it('pays the amount due once under a double submit, records it, and emails a receipt', async () => {
    const { id, reference } = await sentDocument(ctx.t.app, ctx.db, owner, 'invoice', clientId);
    const body = { reference, token: GOOD_CARD, holder_name: 'Jo Citizen', idempotency_key: 'pay-attempt-0001' };
    const [a, b] = await Promise.all([
      anon('POST', '/v1/clientConnect/invoice/pay', body),
      anon('POST', '/v1/clientConnect/invoice/pay', body),
    ]);
    expect([a.statusCode, b.statusCode], a.body + b.body).toEqual([200, 200]);
    expect(a.json().payload.payment.id).toBe(b.json().payload.payment.id);
    expect(a.json().payload.document).toMatchObject({ status: 'PAID', amount_due: 0, can_pay: false });
    expect(await paymentsOf(id)).toEqual([
      expect.objectContaining({ amount_cents: 11000, method: 'CARD', provider: 'sandbox' }),
    ]);
    const { rows } = await ctx.db.query(
      `select subject from email_outbox where "to" = 'jo@client.example' and subject like 'Receipt%'`,
    );
    expect(rows).toHaveLength(1);
    const later = await anon('POST', '/v1/clientConnect/invoice/pay', { ...body, idempotency_key: 'pay-attempt-0002' });
    expect(later.statusCode).toBe(409);
    expect(later.json().message).toBe(CONNECT_MESSAGES.notPayable);
  });

  it('refuses a key already spent on another invoice: nothing charged or recorded, no other payment shown', async () => {
    const other = await createClient(
      ctx.t.app,
      owner,
      individual({
        first_name: 'Ola',
        last_name: 'Other',
        emails: [{ type: 'PRIMARY', email_address: 'ola@client.example' }],
      }),
    );
    const theirs = await sentDocument(ctx.t.app, ctx.db, owner, 'invoice', other.id);
    const mine = await sentDocument(ctx.t.app, ctx.db, owner, 'invoice', clientId);
    const key = 'shared-key-0001';
    const paid = await anon('POST', '/v1/clientConnect/invoice/pay', {
      reference: theirs.reference,
      token: GOOD_CARD,
      holder_name: 'Ola Other',
      idempotency_key: key,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const theirCharge = paid.json().payload.payment.reference as string;
    const footprint = async () =>
      (
        await ctx.db.query(
          `select (select count(*)::int from payments where company_id = $1) as payments,
                  (select count(*)::int from email_outbox where company_id = $1) as emails`,
          [companyId],
        )
      ).rows[0];
    const before = await footprint();
    const reused = await anon('POST', '/v1/clientConnect/invoice/pay', {
      reference: mine.reference,
      token: GOOD_CARD,
      holder_name: 'Jo Citizen',
      idempotency_key: key,
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({
      message: PAYMENT_MESSAGES.keyReused,
      errors: { idempotency_key: [PAYMENT_MESSAGES.keyReused] },
      payload: null,
    });
    expect(reused.body).not.toContain(theirCharge);
    expect(await footprint()).toEqual(before);
    expect(await paymentsOf(mine.id)).toEqual([]);
    expect(await documentRow(mine.id)).toMatchObject({ status: 'OPEN', amount_paid_cents: 0 });
    // The key on its own invoice still answers its one payment.
    const retried = await anon('POST', '/v1/clientConnect/invoice/pay', {
      reference: theirs.reference,
      token: GOOD_CARD,
      holder_name: 'Ola Other',
      idempotency_key: key,
    });
    expect(retried.json().payload.payment).toEqual(paid.json().payload.payment);
    expect(await footprint()).toEqual(before);
  });

  it('never takes a payment for an invoice moved back to Draft: its link answers as missing', async () => {
    const { id, reference } = await sentDocument(ctx.t.app, ctx.db, owner, 'invoice', clientId);
    expect((await call(ctx.t.app, owner, 'POST', '/v1/invoice/status', { id, status: 'DRAFT' })).statusCode).toBe(200);
    const refused = await anon('POST', '/v1/clientConnect/invoice/pay', {
      reference,
      token: GOOD_CARD,
      holder_name: 'Jo Citizen',
      idempotency_key: 'pay-draft-0001',
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(CONNECT_MESSAGES.documentNotFound);
    expect(await paymentsOf(id)).toEqual([]);
    expect(await documentRow(id)).toMatchObject({ status: 'DRAFT', amount_paid_cents: 0 });
  });

  it('words the receipt by the company’s template when it has its own', async () => {
    const saved = await as(ctx.t.app, owner, {
      method: 'PUT',
      url: '/v1/communication-templates',
      payload: {
        id: 'payment_receipt.EMAIL',
        subject: 'Paid: invoice {{document.number}}',
        body: 'Thanks {{client.first_name}}, we received {{payment.amount}} (ref {{payment.reference}}). Still due: {{document.amount_due}}.',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { reference } = await sentDocument(ctx.t.app, ctx.db, owner, 'invoice', clientId);
    const paid = await anon('POST', '/v1/clientConnect/invoice/pay', {
      reference,
      token: GOOD_CARD,
      holder_name: 'Jo Citizen',
      idempotency_key: 'pay-template-0001',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const { rows } = await ctx.db.query(
      `select subject, text from email_outbox where "to" = 'jo@client.example' and subject like 'Paid: invoice %' order by id desc limit 1`,
    );
    expect(rows[0].text).toMatch(/^Thanks Jane, we received \$110\.00 \(ref \S+\)\. Still due: \$0\.00\./);
    await as(ctx.t.app, owner, {
      method: 'DELETE',
      url: '/v1/communication-templates',
      payload: { id: 'payment_receipt.EMAIL' },
    });
  });

  it('records a card payment and emails its receipt even past the company’s hourly message cap', async () => {
    const { id, reference } = await sentDocument(ctx.t.app, ctx.db, owner, 'invoice', clientId);
    await fillMessageCap(ctx.db, companyId, ctx.t.app.config.MESSAGES_PER_HOUR);
    try {
      const paid = await anon('POST', '/v1/clientConnect/invoice/pay', {
        reference,
        token: GOOD_CARD,
        holder_name: 'Jo Citizen',
        idempotency_key: 'pay-past-cap-0001',
      });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(await paymentsOf(id)).toHaveLength(1);
      const { rows } = await ctx.db.query(
        `select count(*)::int as n from communications where document_id = $1 and subject like 'Receipt%'`,
        [id],
      );
      expect(rows[0].n).toBe(1);
    } finally {
      await anHourLater(ctx.db, companyId);
    }
  });

  it('records nothing for a declined card or a missing holder name', async () => {
    const { id, reference } = await sentDocument(ctx.t.app, ctx.db, owner, 'invoice', clientId);
    const declined = await anon('POST', '/v1/clientConnect/invoice/pay', {
      reference,
      token: DECLINED_CARD,
      holder_name: 'Jo Citizen',
      idempotency_key: 'pay-declined-01',
    });
    expect(declined.statusCode).toBe(422);
    expect(declined.json().message).toBe(CARD_MESSAGES.paymentFailed);
    const nameless = await anon('POST', '/v1/clientConnect/invoice/pay', {
      reference,
      token: GOOD_CARD,
      idempotency_key: 'pay-nameless-01',
    });
    expect(nameless.json().errors.holder_name).toEqual([CARD_MESSAGES.holderName]);
    expect(await paymentsOf(id)).toEqual([]);
    expect(await documentRow(id)).toMatchObject({ status: 'OPEN', amount_paid_cents: 0 });
  });
});

describe('a Client Connect account linked to two businesses', () => {
  let client: ClientSession;
  let other: Session;
  let ours: { quotation: number; draft: number };
  let theirs: number;
  beforeAll(async () => {
    other = await registerBusiness(ctx.t.app, { company_name: 'Other Pest Control' });
    const here = await invitedClient(ctx.t.app, ctx.db, owner, 'two@client.example');
    const there = await invitedClient(ctx.t.app, ctx.db, other, 'two@client.example');
    client = await registerClient(ctx.t.app, { email: 'two@client.example', refer_code: here.code });
    const linked = await as(ctx.t.app, client, {
      method: 'POST',
      url: '/v1/clientConnect/refer',
      payload: { code: there.code },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    ours = {
      quotation: (await sentDocument(ctx.t.app, ctx.db, owner, 'quotation', here.id)).id,
      draft: (await createDocument(ctx.t.app, owner, 'invoice', documentBody('invoice', here.id))).id,
    };
    theirs = (await sentDocument(ctx.t.app, ctx.db, other, 'invoice', there.id)).id;
    // a document of another client of the same business
    await sentDocument(ctx.t.app, ctx.db, owner, 'invoice', clientId);
  });

  it('sees each business’s sent documents of its own records only, never drafts', async () => {
    const home = await as(ctx.t.app, client, { method: 'GET', url: '/v1/clientConnect/home' });
    const businesses = home.json().payload.businesses;
    expect(businesses.map((b: { company_name: string }) => b.company_name).sort()).toEqual([
      'Bright Plumbing',
      'Other Pest Control',
    ]);
    const bright = businesses.find((b: { id: number }) => b.id === companyId);
    expect(bright.quotations.map((d: { id: number }) => d.id)).toEqual([ours.quotation]);
    expect(bright.invoices).toEqual([]);
    const page = await as(ctx.t.app, client, { method: 'GET', url: `/v1/clientConnect/business?id=${companyId}` });
    expect(page.json().payload.documents.map((d: { id: number }) => d.id)).toEqual([ours.quotation]);
    const draft = await as(ctx.t.app, client, {
      method: 'GET',
      url: `/v1/clientConnect/document?business_id=${companyId}&type=invoice&id=${ours.draft}`,
    });
    expect(draft.statusCode).toBe(404);
    const own = await as(ctx.t.app, client, {
      method: 'GET',
      url: `/v1/clientConnect/document?business_id=${companyId}&type=quotation&id=${ours.quotation}`,
    });
    expect(own.statusCode).toBe(200);
    // the other business's document under this business's id, and another client's: 404 alike
    const crossed = await as(ctx.t.app, client, {
      method: 'GET',
      url: `/v1/clientConnect/document?business_id=${companyId}&type=invoice&id=${theirs}`,
    });
    expect(crossed.statusCode).toBe(404);
  });

  it('a business it is not linked to is 404, and an invitation already used by another account is refused', async () => {
    const stranger = await registerClient(ctx.t.app);
    expect(
      (await as(ctx.t.app, stranger, { method: 'GET', url: `/v1/clientConnect/business?id=${companyId}` })).statusCode,
    ).toBe(404);
    const { rows } = await ctx.db.query(`select refer_code from clients where company_id = $1 and linked`, [companyId]);
    const taken = await as(ctx.t.app, stranger, {
      method: 'POST',
      url: '/v1/clientConnect/refer',
      payload: { code: rows[0].refer_code },
    });
    expect(taken.json().errors.code).toEqual([CONNECT_MESSAGES.referAlreadyLinked]);
  });

  it('saves a card while paying, pays later with it, and cannot delete the default card', async () => {
    const invoice = theirs;
    const { rows } = await ctx.db.query('select company_id from documents where id = $1', [invoice]);
    const paid = await as(ctx.t.app, client, {
      method: 'POST',
      url: '/v1/clientConnect/invoice/pay',
      payload: {
        business_id: rows[0].company_id,
        type: 'invoice',
        id: invoice,
        token: GOOD_CARD,
        holder_name: 'Two Homes',
        save_card: true,
        idempotency_key: 'save-and-pay-01',
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const cards = (await as(ctx.t.app, client, { method: 'GET', url: '/v1/clientConnect/cards' })).json().payload.cards;
    expect(cards).toEqual([
      { id: expect.any(Number), brand: 'Visa', last4: '4242', exp_month: 12, exp_year: 2035, default: true },
    ]);
    const refused = await as(ctx.t.app, client, {
      method: 'POST',
      url: '/v1/clientConnect/cards/delete',
      payload: { card_id: cards[0].id },
    });
    expect(refused.json().errors.card_id).toEqual([CARD_MESSAGES.defaultCard]);
  });
});
