import type { AccountingLogPayload } from '@fieldbook/domain/accounting/accounting.schemas';

const ACTIONS: Record<string, string> = {
  push: 'Sent',
  pull: 'Received',
  connect: 'Connected',
  disconnect: 'Disconnected',
  refresh: 'Token refresh',
  full_sync: 'Full sync',
};

export const actionLabel = (action: string) => ACTIONS[action] ?? action;

/** What the entry is about: the record's name, else its type, else the provider link itself. */
export function subjectOf(log: AccountingLogPayload): string {
  if (log.record_label) return log.record_label;
  if (log.record_type)
    return `${log.record_type[0]?.toUpperCase()}${log.record_type.slice(1)} ${log.record_id ?? ''}`.trim();
  return 'Provider link';
}

/** An entry's state in a word: Success, Error, or Resolved. */
export const stateOf = (log: AccountingLogPayload) =>
  log.status === 'success' ? 'Success' : log.resolved_at ? 'Resolved' : 'Error';
