import { CARD_MESSAGES } from '@fieldbook/domain/cards/cards.constants';
import { sandboxToken } from '@fieldbook/domain/cards/sandbox-card';
import { CONNECT_MESSAGES } from '@fieldbook/domain/connect/connect.schemas';
import { PAYMENT_MESSAGES } from '@fieldbook/domain/documents/documents.constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, registerBusiness, type Session } from '../../test/build-test-app';
import { createClient, individual } from '../clients/clients-test-kit';
import { anHourLater, fillMessageCap } from '../communications/message-test-kit';
import { call, createDocument, documentBody, line } from '../documents/documents-test-kit';
import {
  type ClientSession,
  invitedClient,
  registerClient,
  documentRow as rowOf,
  sentDocument,
  useBusinessWithClient,
} from './connect-test-kit';

const bright = useBusinessWithClient('Bright Plumbing');
const { ctx, anon } = bright;

const GOOD_CARD = sandboxToken({ number: '4242424242424242', expMonth: 12, expYear: 2035 });
const DECLINED_CARD = sandboxToken({ number: '4000000000000002', expMonth: 12, expYear: 2035 });
const documentRow = (id: number) => rowOf(ctx.db, id);
const paymentsOf = async (invoiceId: number) =>
  (
    await ctx.db.query('select amount_cents, method, provider, reference from payments where invoice_id = $1', [
      invoiceId,
    ])
  ).rows;

/** The client pays by card the amount due they were shown. */
const payShown = (reference: string, key: string, amount: number) =>
  anon('POST', '/v1/clientConnect/invoice/pay', {
    reference,
    token: GOOD_CARD,
    holder_name: 'Jo Citizen',
    idempotency_key: key,
    amount,
  });
/** The business adds a $900 line to the $110 invoice. */
const raiseTo1100 = (id: number) =>
  call(
    ctx.t.app,
    bright.owner,
    'PUT',
    '/v1/invoice',
    documentBody('invoice', bright.clientId, {
      id,
      status: 'OPEN',
      line_items: [line(), line({ description: 'Parts', unit_price: 900 })],
    }),
  );

describe('paying an invoice by card (sandbox)', () => {
  it('pays the amount due once under a double submit, records it, and emails a receipt', async () => {
    const { id, reference } = await sentDocument(ctx.t.app, ctx.db, bright.owner, 'invoice', bright.clientId);
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

  it('sends a signed-in payer’s receipt to their account only once its address is proven, else to the client’s', async () => {
    const receipts = async (to: string) =>
      (
        await ctx.db.query(
          `select count(*)::int as n from email_outbox where "to" = $1 and subject like 'Receipt%' and company_id = $2`,
          [to, bright.companyId],
        )
      ).rows[0].n as number;
    // Anyone may open an account with someone else's address: until its link is followed, it is not theirs.
    const payer = await registerClient(ctx.t.app, { email: 'someone.else@elsewhere.example' });
    const pay = async (key: string) => {
      const { reference } = await sentDocument(ctx.t.app, ctx.db, bright.owner, 'invoice', bright.clientId);
      const paid = await as(ctx.t.app, payer, {
        method: 'POST',
        url: '/v1/clientConnect/invoice/pay',
        payload: { reference, token: GOOD_CARD, holder_name: 'Jo Citizen', idempotency_key: key },
      });
      expect(paid.statusCode, paid.body).toBe(200);
    };
    const clientBefore = await receipts('jo@client.example');
    await pay('pay-unproven-0001');
    expect(await receipts('someone.else@elsewhere.example')).toBe(0);
    expect(await receipts('jo@client.example')).toBe(clientBefore + 1);

    await ctx.db.query('update portal_users set email_verified_at = now() where email = $1', [payer.email]);
    await pay('pay-proven-0001');
    expect(await receipts('someone.else@elsewhere.example')).toBe(1);
    expect(await receipts('jo@client.example')).toBe(clientBefore + 1);
  });

  it('refuses a key already spent on another invoice: nothing charged or recorded, no other payment shown', async () => {
    const other = await createClient(
      ctx.t.app,
      bright.owner,
      individual({
        first_name: 'Ola',
        last_name: 'Other',
        emails: [{ type: 'PRIMARY', email_address: 'ola@client.example' }],
      }),
    );
    const theirs = await sentDocument(ctx.t.app, ctx.db, bright.owner, 'invoice', other.id);
    const mine = await sentDocument(ctx.t.app, ctx.db, bright.owner, 'invoice', bright.clientId);
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
          [bright.companyId],
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

  it('charges only the amount the payer was shown: an invoice raised since is refused, nothing charged or recorded', async () => {
    const { id, reference } = await sentDocument(ctx.t.app, ctx.db, bright.owner, 'invoice', bright.clientId);
    const opened = await anon('GET', `/v1/clientConnect/document?reference=${encodeURIComponent(reference)}`);
    const shown = opened.json().payload.document;
    expect(shown).toMatchObject({ amount_due: 110, can_pay: true });
    // While the client has it open, the business adds a line.
    const raised = await raiseTo1100(id);
    expect(raised.statusCode, raised.body).toBe(200);
    const stale = await payShown(reference, 'pay-stale-0001', shown.amount_due);
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toMatchObject({ message: CONNECT_MESSAGES.amountChanged, payload: null });
    expect(await paymentsOf(id)).toEqual([]);
    expect(await documentRow(id)).toMatchObject({ status: 'OPEN', amount_paid_cents: 0 });
    // Paying what it shows now goes through.
    const fresh = await payShown(reference, 'pay-stale-0002', 1100);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(await paymentsOf(id)).toEqual([expect.objectContaining({ amount_cents: 110000, method: 'CARD' })]);
  });

  it('a payment and an edit at the same moment: the card is charged what the payer saw, or nothing', async () => {
    for (let round = 0; round < 4; round++) {
      const { id, reference } = await sentDocument(ctx.t.app, ctx.db, bright.owner, 'invoice', bright.clientId);
      const [paid, raised] = await Promise.all([payShown(reference, `pay-race-000${round}`, 110), raiseTo1100(id)]);
      expect(raised.statusCode, raised.body).toBe(200);
      if (paid.statusCode === 200)
        expect(await paymentsOf(id)).toEqual([expect.objectContaining({ amount_cents: 11000 })]);
      else {
        expect(paid.statusCode, paid.body).toBe(409);
        expect(await paymentsOf(id)).toEqual([]);
      }
    }
  });

  it('never takes a payment for an invoice moved back to Draft: its link answers as missing', async () => {
    const { id, reference } = await sentDocument(ctx.t.app, ctx.db, bright.owner, 'invoice', bright.clientId);
    expect(
      (await call(ctx.t.app, bright.owner, 'POST', '/v1/invoice/status', { id, status: 'DRAFT' })).statusCode,
    ).toBe(200);
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
    const saved = await as(ctx.t.app, bright.owner, {
      method: 'PUT',
      url: '/v1/communication-templates',
      payload: {
        id: 'payment_receipt.EMAIL',
        subject: 'Paid: invoice {{document.number}}',
        body: 'Thanks {{client.first_name}}, we received {{payment.amount}} (ref {{payment.reference}}). Still due: {{document.amount_due}}.',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { reference } = await sentDocument(ctx.t.app, ctx.db, bright.owner, 'invoice', bright.clientId);
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
    await as(ctx.t.app, bright.owner, {
      method: 'DELETE',
      url: '/v1/communication-templates',
      payload: { id: 'payment_receipt.EMAIL' },
    });
  });

  it('records a card payment and emails its receipt even past the company’s hourly message cap', async () => {
    const { id, reference } = await sentDocument(ctx.t.app, ctx.db, bright.owner, 'invoice', bright.clientId);
    await fillMessageCap(ctx.db, bright.companyId, ctx.t.app.config.MESSAGES_PER_HOUR);
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
      await anHourLater(ctx.db, bright.companyId);
    }
  });

  it('records nothing for a declined card or a missing holder name', async () => {
    const { id, reference } = await sentDocument(ctx.t.app, ctx.db, bright.owner, 'invoice', bright.clientId);
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
    const here = await invitedClient(ctx.t.app, ctx.db, bright.owner, 'two@client.example');
    const there = await invitedClient(ctx.t.app, ctx.db, other, 'two@client.example');
    client = await registerClient(ctx.t.app, { email: 'two@client.example', refer_code: here.code });
    const linked = await as(ctx.t.app, client, {
      method: 'POST',
      url: '/v1/clientConnect/refer',
      payload: { code: there.code },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    ours = {
      quotation: (await sentDocument(ctx.t.app, ctx.db, bright.owner, 'quotation', here.id)).id,
      draft: (await createDocument(ctx.t.app, bright.owner, 'invoice', documentBody('invoice', here.id))).id,
    };
    theirs = (await sentDocument(ctx.t.app, ctx.db, other, 'invoice', there.id)).id;
    // a document of another client of the same business
    await sentDocument(ctx.t.app, ctx.db, bright.owner, 'invoice', bright.clientId);
  });

  it('sees each business’s sent documents of its own records only, never drafts', async () => {
    const home = await as(ctx.t.app, client, { method: 'GET', url: '/v1/clientConnect/home' });
    const businesses = home.json().payload.businesses;
    expect(businesses.map((b: { company_name: string }) => b.company_name).sort()).toEqual([
      'Bright Plumbing',
      'Other Pest Control',
    ]);
    const shown = businesses.find((b: { id: number }) => b.id === bright.companyId);
    expect(shown.quotations.map((d: { id: number }) => d.id)).toEqual([ours.quotation]);
    expect(shown.invoices).toEqual([]);
    const page = await as(ctx.t.app, client, {
      method: 'GET',
      url: `/v1/clientConnect/business?id=${bright.companyId}`,
    });
    expect(page.json().payload.documents.map((d: { id: number }) => d.id)).toEqual([ours.quotation]);
    const draft = await as(ctx.t.app, client, {
      method: 'GET',
      url: `/v1/clientConnect/document?business_id=${bright.companyId}&type=invoice&id=${ours.draft}`,
    });
    expect(draft.statusCode).toBe(404);
    const own = await as(ctx.t.app, client, {
      method: 'GET',
      url: `/v1/clientConnect/document?business_id=${bright.companyId}&type=quotation&id=${ours.quotation}`,
    });
    expect(own.statusCode).toBe(200);
    // the other business's document under this business's id, and another client's: 404 alike
    const crossed = await as(ctx.t.app, client, {
      method: 'GET',
      url: `/v1/clientConnect/document?business_id=${bright.companyId}&type=invoice&id=${theirs}`,
    });
    expect(crossed.statusCode).toBe(404);
  });

  it('a business it is not linked to is 404, and an invitation already used by another account is refused', async () => {
    const stranger = await registerClient(ctx.t.app);
    expect(
      (await as(ctx.t.app, stranger, { method: 'GET', url: `/v1/clientConnect/business?id=${bright.companyId}` }))
        .statusCode,
    ).toBe(404);
    const { rows } = await ctx.db.query(`select refer_code from clients where company_id = $1 and linked`, [
      bright.companyId,
    ]);
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
