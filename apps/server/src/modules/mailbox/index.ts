/** The mailbox module's public face: what other modules may use. */
export { mailboxRoutes } from './mailbox.routes';
