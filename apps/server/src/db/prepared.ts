/**
 * A named prepared statement per database (or transaction) it runs on: built by drizzle once, and
 * parsed and planned once per connection. For the reads nearly every request makes.
 */
export function preparedPer<D extends object, Q>(prepare: (db: D) => Q): (db: D) => Q {
  const kept = new WeakMap<D, Q>();
  return (db) => {
    let query = kept.get(db);
    if (!query) {
      query = prepare(db);
      kept.set(db, query);
    }
    return query;
  };
}
