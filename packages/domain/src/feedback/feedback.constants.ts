/** What a staff member sends the team from the beta feature dialog (platform spec: Report Problem, Leave Feedback). */
export const FEEDBACK_KINDS = ['PROBLEM', 'FEEDBACK'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

export const FEEDBACK_MESSAGE_MAX = 2000;
/** The page it was sent from: a path, bounded like a URL a browser keeps. */
export const FEEDBACK_PAGE_PATH_MAX = 500;

/** Sends from one address an hour: plenty for a person, a wall for a script filling the team's inbox. */
export const FEEDBACK_PER_HOUR = 20;

export const FEEDBACK_MESSAGES = {
  kindInvalid: 'The kind must be PROBLEM or FEEDBACK.',
  messageRequired: 'The message field is required.',
  messageTooLong: `The message may not be greater than ${FEEDBACK_MESSAGE_MAX} characters.`,
  pagePathInvalid: 'The page path must be a path such as /business/forms.',
  problemSent: 'Thank you: the problem was sent to the team.',
  feedbackSent: 'Thank you: your feedback was sent to the team.',
} as const;
