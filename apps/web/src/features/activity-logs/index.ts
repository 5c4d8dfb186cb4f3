/** The activity-logs feature's public face: what other features may use. */
export { StaffActivityLog } from './components/staff-activity-log';
