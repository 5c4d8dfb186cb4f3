/**
 * A change of a user's sign-in email (spec: staff email change; the own profile uses the same flow):
 * the new address verifies within EMAIL_CHANGE_HOURS, the old one may reverse it.
 */
export const EMAIL_CHANGE_HOURS = 24;

export const EMAIL_CHANGE_MESSAGES = {
  requested: (email: string) => `A verification link has been sent to ${email}.`,
  verified: 'Your email address has been changed.',
  reversed:
    'The email change has been reversed and every device signed out. Choose a new password with the code we have emailed you.',
  invalid: 'This email change link is invalid or has expired.',
} as const;
