import { FEEDBACK_MESSAGES } from '@fieldbook/domain/feedback/feedback.constants';
import type { SendFeedbackBody } from '@fieldbook/domain/feedback/feedback.schemas';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../http/auth';
import { recordActivity } from '../activity/index';
import * as repo from './feedback.repository';

/** Staff's problems and feedback for the team: stored with the sender and page, and logged as their activity. */
export function createFeedbackService(db: Database) {
  return {
    async send(auth: AuthContext, body: SendFeedbackBody) {
      const problem = body.kind === 'PROBLEM';
      await db.transaction(async (tx) => {
        const row = await repo.insertFeedback(tx, auth.companyId, {
          userId: auth.userId,
          kind: body.kind,
          message: body.message,
          pagePath: body.page_path,
        });
        await recordActivity(tx, {
          companyId: auth.companyId,
          userId: auth.userId,
          action: problem ? 'problem_reported' : 'feedback_sent',
          subjectType: 'feedback',
          subjectId: row.id,
          description: problem ? 'Reported a problem to the team' : 'Sent feedback to the team',
        });
      });
      return problem ? FEEDBACK_MESSAGES.problemSent : FEEDBACK_MESSAGES.feedbackSent;
    },
  };
}
