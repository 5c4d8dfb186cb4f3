/** The offline feature's public face: the field day kept on the device, and what the shell shows of it. */
export { keepFieldDay } from './api/keep-field-day';
export { OfflineKeeper } from './components/offline-keeper';
export { OfflineStatus } from './components/offline-status';
