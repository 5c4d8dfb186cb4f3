/** The licences feature's public face: what other features may use. */
export { type LicenceTypeOption, useLicenceTypeOptions } from './api/licence-catalogue-api';
export { LicencesPanel } from './components/licences-panel';
