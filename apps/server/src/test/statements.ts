import pg from 'pg';

/**
 * The statements sent while `run` runs, captured from node-postgres in the order sent (pg-boss's
 * polling, caught meanwhile, left out): how many round trips a request costs, and what it reads.
 */
export async function statementsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const texts: string[] = [];
  proto.query = function (this: unknown, ...args: unknown[]) {
    const [query] = args as [string | { text: string }];
    texts.push(typeof query === 'string' ? query : query.text);
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    proto.query = original;
  }
  return texts.filter((text) => !text.includes('pgboss.'));
}
