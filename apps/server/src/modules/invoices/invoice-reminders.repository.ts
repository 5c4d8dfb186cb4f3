import type { Executor } from '../../db/database';
import { invoiceReminders } from '../../db/schema/index';

/**
 * Records that an invoice's reminder for this many days after due is being sent; undefined when it
 * already was (the row is the claim, so a reminder goes once).
 */
export async function claimInvoiceReminder(
  tx: Executor,
  reminder: { companyId: number; invoiceId: number; daysAfterDue: number },
) {
  const [claimed] = await tx.insert(invoiceReminders).values(reminder).onConflictDoNothing().returning();
  return claimed;
}
