import { DateTime } from 'luxon';

/** API dates are SQL strings in the record's own timezone (ARCHITECTURE section 3). */
export const formatSqlDate = (date: Date, timezone: string) =>
  DateTime.fromJSDate(date, { zone: timezone }).toFormat('yyyy-LL-dd HH:mm:ss');
