/** The offline feature's public face: what the screens show of the day kept on the device and of the queue. */
export { OfflineStatus } from './components/offline-status';
export { PendingChanges } from './components/pending-changes';
