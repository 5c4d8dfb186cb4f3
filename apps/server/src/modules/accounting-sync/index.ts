/** The accounting-sync module's public face: what other modules may use. */
export { accountingSyncModule } from './accounting-sync.plugin';
