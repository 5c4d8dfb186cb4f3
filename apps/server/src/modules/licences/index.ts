/** The licences module's public face: what other modules may use. */
export { rescheduleExpiryNotices } from './licence-expiry';
export { insertLicenceType } from './licence-types.repository';
export {
  assertLicenceTypes,
  heldLicencesByUser,
  licenceTypesNamed,
  staffQualifications,
} from './licence-types.service';
export type { WorkAtRisk } from './licence-work-notice';
export { licencesModule } from './licences.plugin';
export { insertLicence, updateLicence } from './licences.repository';
export { createLicencesService } from './licences.service';
