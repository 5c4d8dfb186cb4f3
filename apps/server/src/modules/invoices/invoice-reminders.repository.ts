import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { invoiceReminders } from '../../db/schema/index';

/**
 * Records that an invoice's reminder for this many days after this due date is being sent; undefined
 * when it already was (the row is the claim, so a reminder goes once; a moved due date has its own).
 */
export async function claimInvoiceReminder(
  tx: Executor,
  reminder: { companyId: number; invoiceId: number; dueDate: string; daysAfterDue: number },
) {
  const [claimed] = await tx.insert(invoiceReminders).values(reminder).onConflictDoNothing().returning();
  return claimed;
}

/** Company reset: erases the company's invoice reminders. */
export async function eraseCompanyInvoiceReminders(tx: Executor, companyId: number) {
  await tx.delete(invoiceReminders).where(eq(invoiceReminders.companyId, companyId));
}
