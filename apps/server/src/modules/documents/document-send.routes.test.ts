import { createHash } from 'node:crypto';
import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.constants';
import { QUOTATION_MESSAGES } from '@fieldbook/domain/documents/documents.constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { statementsDuring } from '../../test/statements';
import { createClient, editBody, expectFieldError, individual, putClient } from '../clients/clients-test-kit';
import { anHourLater, fillMessageCap, RELAY_EMAIL, sentFootprint } from '../communications/message-test-kit';
import { call, createDocument, documentBody, documentsFootprint, line } from './documents-test-kit';
import { pdfText } from './pdf/pdf-text';

const ctx = useTestApp();
let owner: Session;
let companyId: number;
let clientId: number;

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app, { company_name: 'Bayside Plumbing & Gas' });
  companyId = (await whoIs(ctx.t.app, owner)).companyId;
  clientId = (
    await createClient(
      ctx.t.app,
      owner,
      individual({
        first_name: 'Sam',
        last_name: 'Sender',
        emails: [
          { type: 'PRIMARY', email_address: 'sam@example.com' },
          { type: 'BILLING', email_address: 'accounts@example.com' },
        ],
      }),
    )
  ).id;
});

describe('GET …/pdf', () => {
  it('answers the invoice as a PDF with its number, lines and total', async () => {
    const invoice = await createDocument(
      ctx.t.app,
      owner,
      'invoice',
      documentBody('invoice', clientId, {
        line_items: [line({ description: 'Rheem 315L heat pump', unit_price: 3899 })],
      }),
    );
    const response = await call(ctx.t.app, owner, 'GET', `/v1/invoice/pdf?id=${invoice.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="Invoice-${invoice.invoice_number}.pdf"; filename*=UTF-8''Invoice-${invoice.invoice_number}.pdf`,
    );
    const { text } = await pdfText(response.rawPayload);
    for (const expected of [invoice.invoice_number, 'Rheem 315L heat pump', '$389.90', '$4,288.90', 'Sam Sender'])
      expect(text).toContain(expected);
  });

  it('names the PDF safely whatever number was typed: non-Latin letters and quotes neither fail it nor add parameters', async () => {
    for (const [number, ascii, encoded] of [
      ['Ngā–0042', 'Invoice-Ng__0042.pdf', 'Invoice-Ng%C4%81%E2%80%930042.pdf'],
      ['7";filename=x.html', 'Invoice-7__filename=x.html.pdf', 'Invoice-7%22%3Bfilename%3Dx.html.pdf'],
    ]) {
      const invoice = await createDocument(
        ctx.t.app,
        owner,
        'invoice',
        documentBody('invoice', clientId, { invoice_number: number }),
      );
      expect(invoice.invoice_number).toBe(number);
      const response = await call(ctx.t.app, owner, 'GET', `/v1/invoice/pdf?id=${invoice.id}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toBe(`inline; filename="${ascii}"; filename*=UTF-8''${encoded}`);
      expect((await pdfText(response.rawPayload)).text).toContain('Sam Sender');
    }
  });

  it('makes a repeated download once: the same file from the session check alone, anew once what it shows changed', async () => {
    const client = await createClient(ctx.t.app, owner, individual({ first_name: 'Kept', last_name: 'Once' }));
    const invoice = await createDocument(ctx.t.app, owner, 'invoice', documentBody('invoice', client.id));
    const url = `/v1/invoice/pdf?id=${invoice.id}`;
    const first = await call(ctx.t.app, owner, 'GET', url);
    expect(first.statusCode).toBe(200);
    let again = first;
    const sent = await statementsDuring(async () => {
      again = await call(ctx.t.app, owner, 'GET', url);
    });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/"sessions"/);
    // The client renamed: the next download says so.
    const renamed = await putClient(ctx.t.app, owner, editBody(client, { first_name: 'Renamed' }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await call(ctx.t.app, owner, 'GET', url);
    expect((await pdfText(after.rawPayload)).text).toContain('Renamed Once');
    expect((await pdfText(first.rawPayload)).text).toContain('Kept Once');
  });
});

describe('POST …/send', () => {
  it('emails the client the quotation with its PDF and a link of their own, publishes it, and shows it on both timelines', async () => {
    const quotation = await createDocument(ctx.t.app, owner, 'quotation', documentBody('quotation', clientId));
    const response = await call(ctx.t.app, owner, 'POST', '/v1/quotation/send', {
      id: quotation.id,
      message: 'As discussed on site.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: QUOTATION_MESSAGES.sent,
      payload: { quotation: { status: 'SENT' } },
    });
    const { rows } = await ctx.db.query(
      `select "to", subject, text, attachments from email_outbox where company_id = $1 order by id desc limit 1`,
      [companyId],
    );
    const email = rows[0];
    expect(email.to).toBe('accounts@example.com');
    expect(email.subject).toBe(`Quotation ${quotation.quotation_number} from Bayside Plumbing & Gas`);
    expect(email.text).toContain('As discussed on site.');
    const link = /View and accept it online: (\S+)/.exec(email.text)?.[1] ?? '';
    const token = /\/connect\/accept\/quotation\/([\w-]+)$/.exec(link)?.[1] ?? '';
    expect(token.length).toBeGreaterThanOrEqual(22);
    // Only the token's hash is stored.
    const links = await ctx.db.query(
      'select token_hash from document_links where company_id = $1 and document_id = $2',
      [companyId, quotation.id],
    );
    expect(links.rows.map((r) => r.token_hash)).toEqual([createHash('sha256').update(token).digest('hex')]);
    expect(JSON.stringify(links.rows)).not.toContain(token);
    expect(email.attachments[0]).toMatchObject({
      filename: `Quotation-${quotation.quotation_number}.pdf`,
      contentType: 'application/pdf',
    });
    const attached = await pdfText(Buffer.from(email.attachments[0].content, 'base64'));
    expect(attached.text).toContain(quotation.quotation_number);
    expect(attached.text).toContain('Published');

    const entries = async (url: string) =>
      (await call(ctx.t.app, owner, 'GET', url))
        .json()
        .payload.timeline.filter((e: { timeline_type: string }) => e.timeline_type === 'communication');
    expect((await entries(`/v1/clients/timeline?id=${clientId}`))[0]).toMatchObject({
      recipient_address: 'accounts@example.com',
    });
    expect(await entries(`/v1/quotation/timeline?id=${quotation.id}`)).toHaveLength(1);
  });

  it('issues a draft invoice when it is sent', async () => {
    const invoice = await createDocument(ctx.t.app, owner, 'invoice', documentBody('invoice', clientId));
    const sent = await call(ctx.t.app, owner, 'POST', '/v1/invoice/send', {
      id: invoice.id,
      to: ['someone@example.com'],
    });
    expect(sent.json().payload.invoice).toMatchObject({ status: 'OPEN' });
    expect(sent.json().payload.invoice.sent_at).not.toBeNull();
  });

  it('says so when the client has no email, and sends nothing', async () => {
    const silent = await createClient(ctx.t.app, owner, individual({ first_name: 'No', last_name: 'Email' }));
    const quotation = await createDocument(ctx.t.app, owner, 'quotation', documentBody('quotation', silent.id));
    const before = await documentsFootprint(ctx.db, companyId);
    const outbox = async () => (await ctx.db.query('select count(*)::int as n from email_outbox')).rows[0].n;
    const emails = await outbox();
    expectFieldError(
      await call(ctx.t.app, owner, 'POST', '/v1/quotation/send', { id: quotation.id }),
      'to',
      QUOTATION_MESSAGES.sendNoEmail,
    );
    expect(await documentsFootprint(ctx.db, companyId)).toEqual(before);
    expect(await outbox()).toBe(emails);
  });
});

// Security issue 32, "No relay": an address other than the client's or the staff's needs the kind's own
// permission (which every sender holds: Field Staff cannot send documents at all), and a company sends
// at most MESSAGES_PER_HOUR emails an hour.
describe('POST …/send: who to, and how many', () => {
  const footprint = async () => ({
    documents: await documentsFootprint(ctx.db, companyId),
    sent: await sentFootprint(ctx.db, companyId),
  });

  it(`refuses Field Staff (403), sending nothing, while Office may send to ${RELAY_EMAIL}`, async () => {
    const invoice = await createDocument(ctx.t.app, owner, 'invoice', documentBody('invoice', clientId));
    const field = await addStaff(ctx.t.app, owner, 'Field Staff');
    const before = await footprint();
    for (const to of [[RELAY_EMAIL], ['sam@example.com']]) {
      const refused = await call(ctx.t.app, field, 'POST', '/v1/invoice/send', { id: invoice.id, to, message: 'Hi' });
      expect(refused.statusCode).toBe(403);
    }
    expect(await footprint()).toEqual(before);

    const office = await addStaff(ctx.t.app, owner, 'Office');
    const sent = await call(ctx.t.app, office, 'POST', '/v1/invoice/send', { id: invoice.id, to: [RELAY_EMAIL] });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await sentFootprint(ctx.db, companyId)).relayed_emails).toBe(before.sent.relayed_emails + 1);
  });

  it('answers 429 past the hourly cap: still a draft, nothing queued', async () => {
    const quotation = await createDocument(ctx.t.app, owner, 'quotation', documentBody('quotation', clientId));
    await fillMessageCap(ctx.db, companyId, ctx.t.app.config.MESSAGES_PER_HOUR);
    const before = await footprint();
    const refused = await call(ctx.t.app, owner, 'POST', '/v1/quotation/send', { id: quotation.id });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(AUTH_MESSAGES.tooManyRequests);
    expect(await footprint()).toEqual(before);
    await anHourLater(ctx.db, companyId);
    const sent = await call(ctx.t.app, owner, 'POST', '/v1/quotation/send', { id: quotation.id });
    expect(sent.json().payload.quotation.status).toBe('SENT');
  });
});
