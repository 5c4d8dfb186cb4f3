/** The company feature's public face: what other features may use. */
export { useCompany } from './api/get-company';
