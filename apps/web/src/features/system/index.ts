/** The system feature's public face: what other features may use. */
export { checkAppVersion } from './api/check-app-version';
export { checkForUpdates } from './api/check-for-updates';
