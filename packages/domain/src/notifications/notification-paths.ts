/** The screen of each kind of record a notification can be about (route-table paths). */
const RECORD_PATHS: Record<string, (id: number) => string> = {
  quotation: (id) => `quotations/${id}`,
  invoice: (id) => `invoicing/${id}`,
  report: (id) => `reports/${id}`,
  licence: (id) => `users/licences/${id}`,
};

/** The screen of the record a notification is about (a route-table path), if it has one. */
export function notificationPath(data: Record<string, unknown>): string | null {
  const path = typeof data.type === 'string' ? RECORD_PATHS[data.type] : undefined;
  return path && typeof data.id === 'number' ? path(data.id) : null;
}
