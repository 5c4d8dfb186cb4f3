import { createHash } from 'node:crypto';
import { CONNECT_MESSAGES } from '@fieldbook/domain/connect/connect.schemas';
import { SIGNATURE_MESSAGES } from '@fieldbook/domain/inputs/signature.rules';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { call, documentBody, line } from '../documents/documents-test-kit';
import { png } from '../files/files-test-kit';
import { documentRow as rowOf, sendDocument, sentDocument, useBusinessWithClient } from './connect-test-kit';

const bright = useBusinessWithClient('Bright Plumbing');
const { ctx, anon } = bright;

// A signature as the pad gives it (a 1×1 PNG).
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const view = (reference: string) =>
  anon('GET', `/v1/clientConnect/document?reference=${encodeURIComponent(reference)}`);
const documentRow = (id: number) => rowOf(ctx.db, id);
const pngOf = (dataUrl: string) =>
  sharp(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64')).metadata();

describe('a document by its emailed link', () => {
  it('shows what the PDF shows, to anyone holding the link, and nothing for a made-up one', async () => {
    const { reference } = await sentDocument(ctx.t.app, ctx.db, bright.owner, 'quotation', bright.clientId);
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

  it('names the PDF safely whatever number the business typed (non-Latin letters, quotes)', async () => {
    const { reference } = await sentDocument(ctx.t.app, ctx.db, bright.owner, 'quotation', bright.clientId, {
      quotation_number: 'Ngā–7";a=b',
    });
    const pdf = await anon('GET', `/v1/clientConnect/document/pdf?reference=${reference}`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(
      `inline; filename="Quotation-Ng__7__a=b.pdf"; filename*=UTF-8''Quotation-Ng%C4%81%E2%80%937%22%3Ba%3Db.pdf`,
    );
  });

  it('stops working once the document is archived, and stays revoked when it is restored', async () => {
    const { id, reference } = await sentDocument(ctx.t.app, ctx.db, bright.owner, 'quotation', bright.clientId);
    await call(ctx.t.app, bright.owner, 'DELETE', '/v1/quotation', { id });
    expect((await view(reference)).statusCode).toBe(404);
    await call(ctx.t.app, bright.owner, 'DELETE', '/v1/quotation', { id });
    const restored = await view(reference);
    expect(restored.statusCode).toBe(404);
    expect(restored.json().message).toBe(CONNECT_MESSAGES.referenceInvalid);
    // Sending it again mails a link that works.
    const again = await sendDocument(ctx.t.app, ctx.db, bright.owner, 'quotation', id);
    expect((await view(again)).statusCode).toBe(200);
  });

  it('expires a link after DOCUMENT_LINK_DAYS (180 by default)', async () => {
    const { reference } = await sentDocument(ctx.t.app, ctx.db, bright.owner, 'invoice', bright.clientId);
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
    const { id, reference } = await sentDocument(ctx.t.app, ctx.db, bright.owner, 'quotation', bright.clientId);
    const response = await anon('POST', '/v1/clientConnect/quotation/accept', { reference, name: '', signature: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      name: ['The name field is required.'],
      signature: [CONNECT_MESSAGES.signatureRequired],
    });
    expect((await documentRow(id)).status).toBe('SENT');
  });

  it('accepts once, with who and the signature; the business sees it, logged and notified', async () => {
    const { id, reference } = await sentDocument(ctx.t.app, ctx.db, bright.owner, 'quotation', bright.clientId);
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
    const business = await call(ctx.t.app, bright.owner, 'GET', `/v1/quotation?id=${id}`);
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
      [bright.companyId, String(id)],
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

  it('signs only the version the client was shown: a quotation changed since is refused, changing nothing', async () => {
    const { id, reference } = await sentDocument(ctx.t.app, ctx.db, bright.owner, 'quotation', bright.clientId);
    const shown = (await view(reference)).json().payload.document;
    expect(shown).toMatchObject({ total: 110, can_accept: true });
    // While the client reads it, the business raises the price (it stays published).
    const raised = await call(
      ctx.t.app,
      bright.owner,
      'PUT',
      '/v1/quotation',
      documentBody('quotation', bright.clientId, { id, line_items: [line({ unit_price: 1000 })] }),
    );
    expect(raised.statusCode, raised.body).toBe(200);
    const answer = (action: 'accept' | 'decline', version: string) =>
      anon('POST', `/v1/clientConnect/quotation/${action}`, {
        reference,
        updated_at: version,
        ...(action === 'accept' ? { name: 'Jo Citizen', signature: SIGNATURE } : { reason: 'Too dear' }),
      });
    for (const action of ['accept', 'decline'] as const) {
      const stale = await answer(action, shown.updated_at);
      expect(stale.statusCode, stale.body).toBe(409);
      expect(stale.json()).toMatchObject({ message: CONNECT_MESSAGES.quotationChanged, payload: null });
    }
    expect(await documentRow(id)).toMatchObject({ status: 'SENT', decided_by: null, decision_signature: null });
    // Read again, it is the new price the client signs.
    const current = (await view(reference)).json().payload.document;
    expect(current).toMatchObject({ total: 1100, can_accept: true });
    expect(current.updated_at).not.toBe(shown.updated_at);
    const accepted = await answer('accept', current.updated_at);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await documentRow(id)).toMatchObject({ status: 'ACCEPTED', decided_by: 'Jo Citizen' });
  });

  it('takes only a real PNG of a signature’s size: anything else is refused, changing and telling nothing', async () => {
    const { id, reference } = await sentDocument(ctx.t.app, ctx.db, bright.owner, 'quotation', bright.clientId);
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
          [bright.companyId],
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
    const { id, reference } = await sentDocument(ctx.t.app, ctx.db, bright.owner, 'quotation', bright.clientId);
    await anon('POST', '/v1/clientConnect/quotation/accept', { reference, name: 'Jo', signature: SIGNATURE });
    for (const status of ['SENT', 'ACCEPTED'])
      expect((await call(ctx.t.app, bright.owner, 'POST', '/v1/quotation/status', { id, status })).statusCode).toBe(
        200,
      );
    const business = await call(ctx.t.app, bright.owner, 'GET', `/v1/quotation?id=${id}`);
    expect(business.json().payload.quotation).toMatchObject({ status: 'ACCEPTED', accepted_signature: null });
  });

  it('says an expired quotation has expired and cannot be accepted, but it can be declined with a reason', async () => {
    const { id, reference } = await sentDocument(ctx.t.app, ctx.db, bright.owner, 'quotation', bright.clientId, {
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
