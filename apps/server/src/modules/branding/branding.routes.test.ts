import { join } from 'node:path';
import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.schemas';
import { BRANDING_LIMITS, BRANDING_MESSAGES } from '@fieldbook/domain/branding/branding.schemas';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { filePart, filesUnder, jpeg, png, upload } from '../files/files-test-kit';
import { expectFieldError } from '../staff/staff-test-kit';

const ctx = useTestApp();
const BRANDING = '/v1/business/company/branding';
const LOGO = `${BRANDING}/logo`;

const getBranding = (session: Session) => as(ctx.t.app, session, { method: 'GET', url: BRANDING });
const putBranding = (session: Session, payload: Record<string, unknown>) =>
  as(ctx.t.app, session, { method: 'PUT', url: BRANDING, payload });
const uploadLogo = (session: Session, name: string, data: Buffer | string) =>
  upload(ctx.t.app, session, [filePart(name, data, 'file')], LOGO);

/** Everything a branding request could write for a company: a refused one changes none of it. */
async function footprint(companyId: number) {
  const { rows } = await ctx.db.query(
    `select brand_primary_color, brand_accent_color, document_footer, logo_storage_key, logo_token, updated_at
     from companies where id = $1`,
    [companyId],
  );
  const logs = await ctx.db.query('select count(*)::int as n from activity_logs where company_id = $1', [companyId]);
  const stored = filesUnder(join(ctx.t.app.config.dataDir, 'files', String(companyId), 'branding'));
  return { company: rows[0], logs: logs.rows[0].n, stored };
}

const validBody = { primary_color: '#1A2B3C', accent_color: '#abc', document_footer: '  ABN 12 345 678 901  ' };

describe('branding', () => {
  let owner: Session;
  let companyId: number;
  beforeAll(async () => {
    owner = await registerBusiness(ctx.t.app);
    companyId = (await whoIs(ctx.t.app, owner)).companyId;
  });

  it('starts from the default colours, no footer and no logo', async () => {
    const response = await getBranding(owner);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload).toMatchObject({
      primary_color: '#027be3',
      accent_color: '#9c27b0',
      document_footer: null,
      logo_url: null,
    });
  });

  it('saves the colours (lower-cased) and the trimmed footer, and logs the change', async () => {
    const response = await putBranding(owner, validBody);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(BRANDING_MESSAGES.saved);
    expect(response.json().payload).toMatchObject({
      primary_color: '#1a2b3c',
      accent_color: '#abc',
      document_footer: 'ABN 12 345 678 901',
    });
    expect((await getBranding(owner)).json().payload.primary_color).toBe('#1a2b3c');
    const { rows } = await ctx.db.query(
      "select description from activity_logs where company_id = $1 and action = 'company_branding_updated'",
      [companyId],
    );
    expect(rows.map((row) => row.description)).toEqual(['Updated the branding']);
  });

  it('answers 409 to an edit started from an older version and keeps the saved branding', async () => {
    const before = await footprint(companyId);
    const response = await putBranding(owner, {
      ...validBody,
      primary_color: '#000',
      updated_at: '2001-01-01 00:00:00',
    });
    expect(response.statusCode).toBe(409);
    expect(await footprint(companyId)).toEqual(before);
  });

  describe('refuses bad input and changes nothing', () => {
    it.each([
      ['a colour without #', { primary_color: '027be3' }, 'primary_color', BRANDING_MESSAGES.colourInvalid],
      ['a colour of 4 digits', { accent_color: '#abcd' }, 'accent_color', BRANDING_MESSAGES.colourInvalid],
      ['a colour that is not hex', { primary_color: '#gggggg' }, 'primary_color', BRANDING_MESSAGES.colourInvalid],
      ['a dynamic key', { accent_color: 'primary' }, 'accent_color', BRANDING_MESSAGES.colourInvalid],
      ['no colour', { primary_color: undefined }, 'primary_color', BRANDING_MESSAGES.colourInvalid],
      [
        'a footer that is too long',
        { document_footer: 'x'.repeat(BRANDING_LIMITS.footerMax + 1) },
        'document_footer',
        BRANDING_MESSAGES.footerTooLong,
      ],
    ])('%s', async (_name, change, field, message) => {
      const before = await footprint(companyId);
      expectFieldError(await putBranding(owner, { ...validBody, ...change }), field, message);
      expect(await footprint(companyId)).toEqual(before);
    });

    it.each([
      ['a GIF', 'logo.gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), BRANDING_MESSAGES.logoInvalid],
      [
        'an SVG',
        'logo.svg',
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
        BRANDING_MESSAGES.logoInvalid,
      ],
      ['text named .png', 'logo.png', 'not an image', BRANDING_MESSAGES.logoInvalid],
    ])('a logo that is %s', async (_name, file, data, message) => {
      const before = await footprint(companyId);
      expectFieldError(await uploadLogo(owner, file, data), 'file', message);
      expect(await footprint(companyId)).toEqual(before);
    });

    it('a logo request without a file', async () => {
      const before = await footprint(companyId);
      expectFieldError(
        await as(ctx.t.app, owner, { method: 'POST', url: LOGO }),
        'file',
        BRANDING_MESSAGES.logoRequired,
      );
      expect(await footprint(companyId)).toEqual(before);
    });
  });

  it('stores a logo at most 768 on a side, serves it publicly by its token, and replaces it', async () => {
    const first = await uploadLogo(owner, 'logo.png', await png(1600, 400));
    expect(first.statusCode, first.body).toBe(200);
    const url: string = first.json().payload.logo_url;
    expect(url).toMatch(/^\/v1\/branding\/logo\/[A-Za-z0-9_-]{32}$/);
    const image = await ctx.t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toMatch(/^public, max-age=\d+, immutable$/);
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 768, height: 192 });

    const second = await uploadLogo(owner, 'logo.jpg', await jpeg(300, 300));
    expect(second.statusCode, second.body).toBe(200);
    const next: string = second.json().payload.logo_url;
    expect(next).not.toBe(url);
    expect((await ctx.t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const replaced = await ctx.t.app.inject({ method: 'GET', url: next });
    expect(replaced.headers['content-type']).toBe('image/jpeg');
    expect((await footprint(companyId)).stored).toHaveLength(1);
  });

  it("gives a company's emails a branded HTML part with its logo by public URL, keeping the text part", async () => {
    const logoUrl: string = (await getBranding(owner)).json().payload.logo_url;
    const text = 'Hi Sam,\n\nYour invoice <1042> is attached.';
    const id = await ctx.t.app.mailer.queue(ctx.t.app.db, {
      to: 'sam@example.com',
      subject: 'Invoice',
      text,
      companyId,
    });
    const system = await ctx.t.app.mailer.queue(ctx.t.app.db, { to: 'sam@example.com', subject: 'Reset', text });
    const { rows } = await ctx.db.query('select id, text, html from email_outbox where id = any($1) order by id', [
      [id, system],
    ]);
    expect(rows[0].text).toBe(text);
    expect(rows[0].html).toContain(`${ctx.t.app.config.publicUrl}${logoUrl}`);
    expect(rows[0].html).toContain('background:#1a2b3c');
    expect(rows[0].html).toContain('Your invoice &lt;1042&gt; is attached.');
    expect(rows[0].html).toContain('ABN 12 345 678 901');
    expect(rows[1].html).toBeNull();
  });

  it('removes the logo: its URL stops answering and the file is gone', async () => {
    const url: string = (await getBranding(owner)).json().payload.logo_url;
    const response = await as(ctx.t.app, owner, { method: 'DELETE', url: LOGO });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload.logo_url).toBeNull();
    expect((await ctx.t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await footprint(companyId)).stored).toEqual([]);
  });

  it('answers 404 for a token that was never issued', async () => {
    const response = await ctx.t.app.inject({
      method: 'GET',
      url: '/v1/branding/logo/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(response.statusCode).toBe(404);
  });

  it.each(['Field Staff', 'Office'] as const)('refuses %s (no canModifyCompanyDetails) with 403', async (role) => {
    const staff = await addStaff(ctx.t.app, owner, role);
    const before = await footprint(companyId);
    const forbidden = { status: 'error', payload: null, errors: null, message: AUTH_MESSAGES.forbidden };
    for (const response of [
      await getBranding(staff),
      await putBranding(staff, validBody),
      await uploadLogo(staff, 'logo.png', await png(10, 10)),
      await as(ctx.t.app, staff, { method: 'DELETE', url: LOGO }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(forbidden);
    }
    expect(await footprint(companyId)).toEqual(before);
  });

  it("keeps each company's branding to itself", async () => {
    const other = await registerBusiness(ctx.t.app);
    await putBranding(other, { ...validBody, primary_color: '#ff0000' });
    expect((await getBranding(owner)).json().payload.primary_color).toBe('#1a2b3c');
  });
});
