import { createHash, randomBytes } from 'node:crypto';
import type { DocumentKind } from '@fieldbook/domain/documents/documents.constants';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Executor } from '../../db/database';
import { documentLinks, documents } from '../../db/schema/index';
import { connectLink } from '../../messaging/links';

/** The client portal's page for each kind (platform spec: accept/quotation/…, pay/invoice/…). */
const PAGES: Record<DocumentKind, string> = { quotation: 'accept/quotation', invoice: 'pay/invoice' };

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new link for the client to open the document: 144 random bits, of which only the hash is
 * stored, so the table never holds a working link. Answers the absolute client-portal URL.
 */
export async function issueDocumentLink(
  tx: Executor,
  config: Config,
  document: { companyId: number; id: number; kind: DocumentKind },
) {
  const token = randomBytes(18).toString('base64url');
  await tx
    .insert(documentLinks)
    .values({ companyId: document.companyId, documentId: document.id, tokenHash: hashOf(token) });
  return connectLink(config, `${PAGES[document.kind]}/${token}`);
}

/** The document a link opens, unless the link was revoked or is older than maxAgeDays (the client portal's lookup). */
export async function findDocumentByLink(db: Executor, token: string, maxAgeDays: number) {
  const [row] = await db
    .select({ companyId: documentLinks.companyId, documentId: documentLinks.documentId, kind: documents.kind })
    .from(documentLinks)
    .innerJoin(
      documents,
      and(eq(documents.companyId, documentLinks.companyId), eq(documents.id, documentLinks.documentId)),
    )
    .where(
      and(
        eq(documentLinks.tokenHash, hashOf(token)),
        isNull(documentLinks.revokedAt),
        gt(documentLinks.createdAt, sql`now() - make_interval(days => ${maxAgeDays})`),
      ),
    )
    .limit(1);
  return row ? { ...row, kind: row.kind as DocumentKind } : undefined;
}

/** Stops every link to the document from working. */
export const revokeDocumentLinks = (tx: Executor, companyId: number, documentId: number) =>
  tx
    .update(documentLinks)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(documentLinks.companyId, companyId),
        eq(documentLinks.documentId, documentId),
        isNull(documentLinks.revokedAt),
      ),
    );
