import { z } from '../zod';
import { FEEDBACK_KINDS, FEEDBACK_MESSAGE_MAX, FEEDBACK_MESSAGES, FEEDBACK_PAGE_PATH_MAX } from './feedback.constants';

/** POST /v1/feedback: a problem or feedback in the sender's words, and the page it came from. */
export const sendFeedbackBodySchema = z.object({
  kind: z.enum(FEEDBACK_KINDS, { error: FEEDBACK_MESSAGES.kindInvalid }),
  message: z
    .string({ error: FEEDBACK_MESSAGES.messageRequired })
    .trim()
    .min(1, FEEDBACK_MESSAGES.messageRequired)
    .max(FEEDBACK_MESSAGE_MAX, FEEDBACK_MESSAGES.messageTooLong),
  page_path: z
    .string({ error: FEEDBACK_MESSAGES.pagePathInvalid })
    .max(FEEDBACK_PAGE_PATH_MAX, FEEDBACK_MESSAGES.pagePathInvalid)
    .regex(/^\/\S*$/, FEEDBACK_MESSAGES.pagePathInvalid),
});
export type SendFeedbackBody = z.infer<typeof sendFeedbackBodySchema>;
