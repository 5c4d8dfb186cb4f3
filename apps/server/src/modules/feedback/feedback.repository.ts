import type { Executor } from '../../db/database';
import { feedback } from '../../db/schema/index';

export type FeedbackValues = Pick<typeof feedback.$inferInsert, 'userId' | 'kind' | 'message' | 'pagePath'>;

export async function insertFeedback(db: Executor, companyId: number, values: FeedbackValues) {
  const [row] = await db
    .insert(feedback)
    .values({ companyId, ...values })
    .returning({ id: feedback.id, createdAt: feedback.createdAt });
  if (!row) throw new Error('The feedback row was not inserted');
  return row;
}
