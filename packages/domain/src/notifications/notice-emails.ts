/**
 * Notice emails to staff (licence expiry notices): each carries an unsubscribe link (the business
 * `email/unsubscribe/{code}` screen) that turns them off for its recipient, who still sees every
 * notice under the bell. The link's calls take connect.schemas' unsubscribe body and answer its payload.
 */
export const NOTICE_EMAIL_MESSAGES = {
  unsubscribeInvalid: 'This unsubscribe link is invalid.',
  unsubscribed: (business: string) =>
    `You will no longer receive notice emails from ${business}. Notices still appear under the bell when you sign in.`,
  resubscribed: (business: string) => `Notice emails from ${business} are on again.`,
} as const;

/** Whether a user's notices are emailed: on unless their setting turned them off. */
export const emailsNotices = (settings: Record<string, unknown>) => settings.noticeEmails !== false;
