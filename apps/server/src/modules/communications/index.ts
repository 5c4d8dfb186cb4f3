/** The communications module's public face: what other modules may use. */

export { communicationSource } from './communication.source';
export {
  type CommunicationSender,
  createCommunicationSender,
  type Deliveries,
  noDeliveries,
  type OutgoingCommunication,
  type QueueOptions,
} from './communication-sender';
export { eraseCompanyRecordMessages } from './communications.repository';
export { communicationsRoutes } from './communications.routes';
export { MESSAGE_CAP_RETRY_MS, MessageCapReached } from './message-cap';
export { checkedDocumentRecipients } from './recipient-checks';
