import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { authThrottles } from '../../db/schema/index';

/**
 * Counts a try in the account's window (a new window once the last has passed) and answers the tries
 * of the window so far. One statement, so concurrent tries each get their own count. It also clears
 * rows whose window ended a day ago (every window is shorter), other than this one.
 */
export async function countTry(db: Executor, scope: string, account: string, windowSeconds: number) {
  const current = sql`auth_throttles.window_start > now() - make_interval(secs => ${windowSeconds})`;
  const { rows } = await db.execute<{ tries: number }>(sql`
    with pruned as (
      delete from auth_throttles
      where window_start < now() - interval '1 day' and (scope, account) <> (${scope}, ${account})
    )
    insert into auth_throttles (scope, account, window_start, tries) values (${scope}, ${account}, now(), 1)
    on conflict (scope, account) do update set
      tries = case when ${current} then auth_throttles.tries + 1 else 1 end,
      window_start = case when ${current} then auth_throttles.window_start else now() end
    returning tries`);
  return rows[0]?.tries ?? 1;
}

/** Gives one try back (it succeeded). */
export async function refundTry(db: Executor, scope: string, account: string) {
  await db
    .update(authThrottles)
    .set({ tries: sql`greatest(${authThrottles.tries} - 1, 0)` })
    .where(and(eq(authThrottles.scope, scope), eq(authThrottles.account, account)));
}
