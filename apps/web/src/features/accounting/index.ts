/** The accounting feature's public face: what other features may use. */
export { AccountingSyncCard } from './components/accounting-sync-card';
