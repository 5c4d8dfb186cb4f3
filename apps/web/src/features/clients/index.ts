/** The clients feature's public face for other features. */

export { loadClientContacts, useClientContacts } from './api/client-contacts-cache';
export type { Client, ClientAddress, ClientSummary } from './api/client-types';
export { clientQueryOptions, getClient } from './api/get-client';
export { ClientPicker } from './components/client-picker';
export { ClientViewDialog } from './dialogs/client-view-dialog';
