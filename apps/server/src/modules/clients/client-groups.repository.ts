import { and, eq, sql } from 'drizzle-orm';
import { anyIdPlaceholder } from '../../db/any-id';
import type { Executor } from '../../db/database';
import { preparedPer } from '../../db/prepared';
import { clientGroupMembers, clientGroups } from '../../db/schema/index';

// Client groups (a household, a strata, a franchise) and who belongs to each, with their relationship.

/** Finds or creates groups by name and sets the client's memberships to exactly these. */
export async function setGroups(
  db: Executor,
  companyId: number,
  clientId: number,
  links: { name: string; relationship: string | null }[],
) {
  await db
    .delete(clientGroupMembers)
    .where(and(eq(clientGroupMembers.companyId, companyId), eq(clientGroupMembers.clientId, clientId)));
  for (const link of links) {
    await db.insert(clientGroups).values({ companyId, name: link.name }).onConflictDoNothing();
    const [group] = await db
      .select({ id: clientGroups.id })
      .from(clientGroups)
      .where(and(eq(clientGroups.companyId, companyId), sql`lower(${clientGroups.name}) = lower(${link.name})`));
    if (!group) throw new Error('client group vanished');
    await db
      .insert(clientGroupMembers)
      .values({ companyId, groupId: group.id, clientId, relationship: link.relationship })
      .onConflictDoUpdate({
        target: [clientGroupMembers.companyId, clientGroupMembers.groupId, clientGroupMembers.clientId],
        set: { relationship: link.relationship },
      });
  }
}

const groupsOfQuery = preparedPer((db: Executor) =>
  db
    .select({
      clientId: clientGroupMembers.clientId,
      id: clientGroups.id,
      name: clientGroups.name,
      relationship: clientGroupMembers.relationship,
    })
    .from(clientGroupMembers)
    .innerJoin(
      clientGroups,
      and(eq(clientGroups.companyId, clientGroupMembers.companyId), eq(clientGroups.id, clientGroupMembers.groupId)),
    )
    .where(
      and(
        eq(clientGroupMembers.companyId, sql.placeholder('companyId')),
        anyIdPlaceholder(clientGroupMembers.clientId),
      ),
    )
    .orderBy(clientGroups.name)
    .prepare('client_groups_of'),
);

export function groupsOf(db: Executor, companyId: number, clientIds: number[]) {
  if (clientIds.length === 0) return Promise.resolve([]);
  return groupsOfQuery(db).execute({ companyId, ids: clientIds });
}

export async function findGroup(db: Executor, companyId: number, id: number) {
  const [group] = await db
    .select()
    .from(clientGroups)
    .where(and(eq(clientGroups.companyId, companyId), eq(clientGroups.id, id)));
  if (!group) return undefined;
  const members = await db
    .select({ clientId: clientGroupMembers.clientId, relationship: clientGroupMembers.relationship })
    .from(clientGroupMembers)
    .where(and(eq(clientGroupMembers.companyId, companyId), eq(clientGroupMembers.groupId, id)));
  return { group, members };
}

/** Ids of clients that share a group with the given client. */
export async function relatedClientIds(db: Executor, companyId: number, clientId: number): Promise<number[]> {
  const rows = await db.execute<{ client_id: number }>(sql`
    select distinct other.client_id
    from ${clientGroupMembers} mine
    join ${clientGroupMembers} other
      on other.company_id = mine.company_id and other.group_id = mine.group_id and other.client_id <> mine.client_id
    where mine.company_id = ${companyId} and mine.client_id = ${clientId}`);
  return rows.rows.map((row) => Number(row.client_id));
}
