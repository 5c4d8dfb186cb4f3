/** The licences feature's public face: what other features may use. */
export { LicencesPanel } from './components/licences-panel';
