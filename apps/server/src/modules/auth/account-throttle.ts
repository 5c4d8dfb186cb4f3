import type { Executor } from '../../db/database';
import { tooManyRequests } from '../../http/http-error';
import * as repo from './account-throttle.repository';

export interface AccountLimit {
  scope: string;
  tries: number;
  windowMinutes: number;
}

/**
 * Limits per account, whatever address the tries come from (the per-address limits are the routes').
 * The windows are short on purpose: anyone can spend an account's tries, so a locked account opens
 * again a quarter of an hour after the first failure rather than staying shut while someone guesses.
 */
export const ACCOUNT_LIMITS = {
  /** Wrong passwords: the eleventh sign-in within 15 minutes is refused, with the right password too. */
  signIn: { scope: 'sign_in', tries: 10, windowMinutes: 15 },
  connectSignIn: { scope: 'connect_sign_in', tries: 10, windowMinutes: 15 },
  /** Wrong reset codes, over every code of the window (each code also takes only five). */
  resetTry: { scope: 'reset_try', tries: 10, windowMinutes: 15 },
  /** Reset emails: a sixth within the hour is not sent (the answer stays the same). */
  resetCode: { scope: 'reset_code', tries: 5, windowMinutes: 60 },
  connectResetCode: { scope: 'connect_reset_code', tries: 5, windowMinutes: 60 },
  /** Client Connect verification emails asked for again: a sixth within the hour is refused (429), nothing mailed. */
  connectVerifyResend: { scope: 'connect_verify_resend', tries: 5, windowMinutes: 60 },
  /** Client Connect email-change links asked for by one account: a sixth within the hour is refused (429). */
  connectEmailChange: { scope: 'connect_email_change', tries: 5, windowMinutes: 60 },
  /** …and mailed to one address, whichever accounts ask: a sixth within the hour is refused (429). */
  connectEmailChangeTo: { scope: 'connect_email_change_to', tries: 5, windowMinutes: 60 },
  /**
   * Online bookings for one email, and for one mobile (each is sent the confirmation): a sixth within
   * the hour is refused (429) and nothing is booked or sent, whatever business or address it comes through.
   */
  bookingContact: { scope: 'booking_contact', tries: 5, windowMinutes: 60 },
  /** Company reset confirmation links: a fourth within the hour is refused (429), nothing mailed. */
  companyResetLink: { scope: 'company_reset_link', tries: 3, windowMinutes: 60 },
} as const satisfies Record<string, AccountLimit>;

/** Counts a try against the account (its email); false once it is over the limit. */
export async function takeTry(db: Executor, limit: AccountLimit, email: string): Promise<boolean> {
  return (await repo.countTry(db, limit.scope, email.toLowerCase(), limit.windowMinutes * 60)) <= limit.tries;
}

/** Counts a try against the account, refusing it (429) once the account is over the limit. */
export async function spendTry(db: Executor, limit: AccountLimit, email: string): Promise<void> {
  if (!(await takeTry(db, limit, email))) throw tooManyRequests();
}

/** A try that succeeded (the right password or code) is given back: only failures use the limit up. */
export const refundTry = (db: Executor, limit: AccountLimit, email: string) =>
  repo.refundTry(db, limit.scope, email.toLowerCase());
