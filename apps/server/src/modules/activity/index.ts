/** The activity module's public face: what other modules may use. */
export { type LogDetail, logDetail, readLogDetail } from './activity.repository';
export { listActivityLogs, listUserActivity, recordActivities, recordActivity } from './activity.service';
