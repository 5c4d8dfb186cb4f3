import { as, type Session, useTestApp } from '../../test/build-test-app';

/** Shared set-up of the account route tests (not a test file itself). */
export function accountTestContext() {
  const ctx = useTestApp();

  return {
    ctx,
    count: async (sql: string, params: unknown[] = []) =>
      Number((await ctx.db.query<{ n: string }>(`select count(*) as n from ${sql}`, params)).rows[0]?.n),

    userRow: async (email: string) =>
      (
        await ctx.db.query(
          `select id, company_id, first_name, last_name, email, password_hash, tips_dismissed, newbie, updated_at
           from users where email = $1`,
          [email],
        )
      ).rows[0],

    load: (session: { token: string }) => as(ctx.t.app, session, { method: 'GET', url: '/v1/user/load' }),

    signInResponse: (email: string, password: string) =>
      ctx.t.app.inject({ method: 'POST', url: '/v1/user/signIn', payload: { email, password, guid: 'check' } }),

    refresh: (session: Session) =>
      ctx.t.app.inject({
        method: 'POST',
        url: '/v1/user/refresh',
        payload: { guid: session.guid },
        headers: { cookie: session.cookie },
      }),
  };
}

export const SQL_DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
