/** The auth feature's public face: what other features may use. */
export { signIn } from './api/sign-in';
export { AuthCard } from './components/auth-card';
export { LinkOutcomeCard } from './components/link-outcome-card';
