import { beforeAll, describe, expect, it } from 'vitest';
import { as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { createClient, individual } from '../clients/clients-test-kit';
import { sentDocument } from '../connect/connect-test-kit';
import { pdfText } from '../documents/pdf/pdf-text';
import { filePart, png, upload } from '../files/files-test-kit';

const ctx = useTestApp();
let owner: Session;
let companyId: number;
let clientId: number;
let logoUrl: string;

const hasImage = (pdf: Buffer) => pdf.toString('latin1').includes('/Subtype /Image');

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
  await as(ctx.t.app, owner, {
    method: 'PUT',
    url: '/v1/business/company/branding',
    payload: { primary_color: '#c10015', accent_color: '#21ba45', document_footer: 'Licence PL12345' },
  });
  const uploaded = await upload(
    ctx.t.app,
    owner,
    [filePart('logo.png', await png(400, 100), 'file')],
    '/v1/business/company/branding/logo',
  );
  logoUrl = uploaded.json().payload.logo_url;
});

describe('where the branding shows', () => {
  it('on the quotation the client opens from the email: the portal, its PDF, and the email itself', async () => {
    const { id, reference } = await sentDocument(ctx.t.app, ctx.db, owner, 'quotation', clientId);
    const view = await ctx.t.app.inject({ method: 'GET', url: `/v1/clientConnect/document?reference=${reference}` });
    expect(view.json().payload.document.business).toMatchObject({
      company_name: 'Bright Plumbing',
      logo_url: logoUrl,
      primary_color: '#c10015',
    });
    const pdf = await ctx.t.app.inject({ method: 'GET', url: `/v1/clientConnect/document/pdf?reference=${reference}` });
    expect(hasImage(pdf.rawPayload)).toBe(true);
    expect((await pdfText(pdf.rawPayload)).text).toContain('Licence PL12345');

    const business = await as(ctx.t.app, owner, { method: 'GET', url: `/v1/quotation/pdf?id=${id}` });
    expect(business.statusCode).toBe(200);
    expect(hasImage(business.rawPayload)).toBe(true);

    const { rows } = await ctx.db.query(
      'select text, html from email_outbox where company_id = $1 and "to" = \'jo@client.example\' order by id desc limit 1',
      [companyId],
    );
    expect(rows[0].text).not.toContain('<');
    expect(rows[0].html).toContain(`${ctx.t.app.config.publicUrl}${logoUrl}`);
    expect(rows[0].html).toContain('Licence PL12345');
  });

  it('without branding: the defaults, no logo', async () => {
    const other = await registerBusiness(ctx.t.app, { company_name: 'Plain Co' });
    const otherClient = (
      await createClient(
        ctx.t.app,
        other,
        individual({ emails: [{ type: 'PRIMARY', email_address: 'al@client.example' }] }),
      )
    ).id;
    const { reference } = await sentDocument(ctx.t.app, ctx.db, other, 'invoice', otherClient);
    const view = await ctx.t.app.inject({ method: 'GET', url: `/v1/clientConnect/document?reference=${reference}` });
    expect(view.json().payload.document.business).toMatchObject({ logo_url: null, primary_color: '#027be3' });
    const pdf = await ctx.t.app.inject({ method: 'GET', url: `/v1/clientConnect/document/pdf?reference=${reference}` });
    expect(hasImage(pdf.rawPayload)).toBe(false);
  });
});
