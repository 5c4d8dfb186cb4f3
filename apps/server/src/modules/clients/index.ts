/** The clients module's public face: what other modules may use. */
export { clientBillingAddresses, clientJobAddress, clientSummaries } from './client-summaries.repository';
export { fullAddressOf } from './clients.presenter';
export {
  countActiveClients,
  creatorNames,
  eraseCompanyClients,
  findClient,
  findClientByReferCode,
  findClientsByIds,
  firstEmailAndPhone,
  liveClientIds,
  peekNextReference,
  storedContactsOf,
  storedContactsOfClient,
  updateClientRow,
} from './clients.repository';
export { clientsRoutes } from './clients.routes';
export { insertBookedClient, insertNewClients } from './clients.writes';
export { clientIdsMatching } from './clients-search.repository';
