import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { BrandingValues } from '@fieldbook/domain/branding/branding.schemas';
import { formatSqlDate } from '@fieldbook/domain/dates/date-codec';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import type { Database, Executor } from '../../db/database';
import { nextUpdatedAt } from '../../http/dates';
import { conflict, notFound } from '../../http/http-error';
import type { Storage } from '../../storage/storage';
import { recordActivity } from '../activity/index';
import { type CompanyRow, findCompany, findLogoStorageKey, updateCompanyRow } from '../company/index';
import { readLogoContent } from './logo-content';

const MIME_BY_EXTENSION = { png: 'image/png', jpg: 'image/jpeg' } as const;

/** The company's branding: colours and footer, and the logo kept in the file storage. */
export function createBrandingService(deps: { db: Database; storage: Storage }) {
  const { db, storage } = deps;

  /** Locks the company, refusing an edit started from an older version (409, never an overwrite). */
  async function locked(tx: Executor, companyId: number, version: string | undefined) {
    const current = await findCompany(tx, companyId, true);
    if (!current) throw notFound();
    if (version && version !== formatSqlDate(current.updatedAt, current.timezone)) throw conflict(MESSAGES.staleEdit);
    return current;
  }

  const log = (tx: Executor, companyId: number, userId: number, action: string, description: string) =>
    recordActivity(tx, { companyId, userId, action, subjectType: 'company', subjectId: companyId, description });

  /** Swaps the logo columns in one transaction; the old file is removed only once that has committed. */
  async function replaceLogo(
    companyId: number,
    userId: number,
    logo: { key: string; token: string } | null,
    description: string,
  ): Promise<CompanyRow> {
    const { updated, previousKey } = await db.transaction(async (tx) => {
      const current = await locked(tx, companyId, undefined);
      const row = await updateCompanyRow(tx, companyId, {
        logoStorageKey: logo?.key ?? null,
        logoToken: logo?.token ?? null,
        updatedAt: nextUpdatedAt(current.updatedAt),
      });
      await log(tx, companyId, userId, logo ? 'company_logo_uploaded' : 'company_logo_removed', description);
      return { updated: row, previousKey: current.logoStorageKey };
    });
    if (previousKey) await storage.delete(previousKey);
    return updated;
  }

  return {
    async get(companyId: number) {
      const company = await findCompany(db, companyId);
      if (!company) throw notFound();
      return company;
    },

    update(companyId: number, userId: number, values: BrandingValues) {
      return db.transaction(async (tx) => {
        const current = await locked(tx, companyId, values.updated_at);
        const updated = await updateCompanyRow(tx, companyId, {
          brandPrimaryColor: values.primary_color,
          brandAccentColor: values.accent_color,
          documentFooter: values.document_footer,
          updatedAt: nextUpdatedAt(current.updatedAt),
        });
        await log(tx, companyId, userId, 'company_branding_updated', 'Updated the branding');
        return updated;
      });
    },

    /** Stores a new logo under a new key and a new public token, so caches of the old one never show it. */
    async uploadLogo(companyId: number, userId: number, bytes: Buffer) {
      const content = await readLogoContent(bytes);
      const key = `${companyId}/branding/${randomUUID()}.${content.extension}`;
      await storage.put(key, Readable.from([content.bytes]));
      try {
        return await replaceLogo(
          companyId,
          userId,
          { key, token: randomBytes(24).toString('base64url') },
          'Uploaded the logo',
        );
      } catch (error) {
        await storage.delete(key);
        throw error;
      }
    },

    removeLogo(companyId: number, userId: number) {
      return replaceLogo(companyId, userId, null, 'Removed the logo');
    },

    /** The logo of a public token: its stream and type, or null for an unknown (or replaced) token. */
    async openLogo(token: string) {
      const key = await findLogoStorageKey(db, token);
      if (!key) return null;
      const extension = key.endsWith('.png') ? 'png' : 'jpg';
      return { stream: await storage.get(key), mime: MIME_BY_EXTENSION[extension] };
    },
  };
}
export type BrandingService = ReturnType<typeof createBrandingService>;
