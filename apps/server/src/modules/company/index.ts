/** The company module's public face: what other modules may use. */
export {
  type CompanyRow,
  findCompany,
  findLogoStorageKey,
  portalBusinesses,
  presentedCompanyColumns,
  updateCompanyRow,
} from './company.repository';
export { companyRoutes } from './company.routes';
export {
  type CompanySettings,
  companyTimezone,
  createCompany,
  getCompany,
  presentCompany,
  setSubscribed,
  settingsOf,
  signedInCompany,
  subscriptionStatusOf,
} from './company.service';
export { assertTrialSlot, assertWithinTrialLimit, isTrialLimitError } from './plan-limit';
