/** The clients module's public face: what other modules may use. */

export { firstEmailAndPhone, storedContactsOf, storedContactsOfClient } from './client-contacts.repository';
export {
  clientBillingAddresses,
  clientJobAddress,
  clientSummaries,
  documentClientColumns,
} from './client-summaries.repository';
export { fullAddressOf } from './clients.presenter';
export {
  countActiveClients,
  creatorNames,
  eraseCompanyClients,
  findClient,
  findClientByReferCode,
  findClientsByIds,
  liveClientIds,
  peekNextReference,
  updateClientRow,
} from './clients.repository';
export { clientsRoutes } from './clients.routes';
export { insertBookedClient, insertNewClients } from './clients.writes';
export { clientIdsMatching } from './clients-search.repository';
