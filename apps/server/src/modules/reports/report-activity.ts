import type { Executor } from '../../db/database';
import type { AuthContext } from '../../http/auth';
import { recordActivity } from '../activity/index';
import type { ReportRow } from './reports.repository';

/** Who a change is recorded for: a signed-in user, or the publisher of a report sent later. */
export type ReportActor = Pick<AuthContext, 'companyId' | 'userId'>;

/** A line on the report's activity log. */
export const logReport = (tx: Executor, actor: ReportActor, report: ReportRow, action: string, description: string) =>
  recordActivity(tx, {
    companyId: actor.companyId,
    userId: actor.userId,
    action,
    subjectType: 'report',
    subjectId: report.id,
    description,
  });
