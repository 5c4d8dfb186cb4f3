import { z } from '../zod';

/** An email the sandbox kept instead of sending; created_at in the company's timezone. */
export const storedEmailSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export type StoredEmail = z.infer<typeof storedEmailSchema>;

/** GET v1/sandbox/mailbox. */
export const sandboxMailboxSchema = z.object({ emails: z.array(storedEmailSchema) });
