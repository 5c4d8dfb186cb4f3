import type {
  TemplateChannel,
  TemplateKind,
} from '@fieldbook/domain/communication-templates/communication-templates.constants';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { communicationTemplates } from '../../db/schema/index';

export type TemplateRow = typeof communicationTemplates.$inferSelect;

const slot = (companyId: number, kind: TemplateKind, channel: TemplateChannel) =>
  and(
    eq(communicationTemplates.companyId, companyId),
    eq(communicationTemplates.kind, kind),
    eq(communicationTemplates.channel, channel),
  );

/** A company's customised templates (the others use their defaults). */
export const listCustomised = (db: Executor, companyId: number) =>
  db.select().from(communicationTemplates).where(eq(communicationTemplates.companyId, companyId));

export async function findCustomised(
  db: Executor,
  companyId: number,
  kind: TemplateKind,
  channel: TemplateChannel,
): Promise<TemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(communicationTemplates)
    .where(slot(companyId, kind, channel));
  return row;
}

export async function upsertCustomised(db: Executor, values: Omit<TemplateRow, 'updatedAt'>): Promise<TemplateRow> {
  const [row] = await db
    .insert(communicationTemplates)
    .values(values)
    .onConflictDoUpdate({
      target: [communicationTemplates.companyId, communicationTemplates.kind, communicationTemplates.channel],
      set: { subject: values.subject, body: values.body, updatedBy: values.updatedBy, updatedAt: new Date() },
    })
    .returning();
  return row as TemplateRow;
}

export async function deleteCustomised(db: Executor, companyId: number, kind: TemplateKind, channel: TemplateChannel) {
  await db.delete(communicationTemplates).where(slot(companyId, kind, channel));
}
