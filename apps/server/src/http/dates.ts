/**
 * The updated_at for a new version of a record: at least one whole second after the previous one.
 * The API shows updated_at to the second and a stale edit is detected by comparing it, so two saves
 * within one second must still give two different values, or the second would overwrite the first.
 */
export const nextUpdatedAt = (previous: Date) =>
  new Date(Math.max(Date.now(), Math.floor(previous.getTime() / 1000) * 1000 + 1000));
