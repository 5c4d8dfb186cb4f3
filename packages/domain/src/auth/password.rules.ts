export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*';

export const PASSWORD_MESSAGES = {
  minLength: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  lowercase: 'Password must contain at least one lowercase letter',
  uppercase: 'Password must contain at least one uppercase letter',
  special: `Password must contain at least one special character (${PASSWORD_SPECIAL_CHARACTERS})`,
  previous: 'You cannot use a previous password',
  confirmation: 'The passwords do not match',
  required: 'The password field is required.',
} as const;

export interface PasswordCheck {
  key: keyof typeof PASSWORD_MESSAGES;
  label: string;
  passed: boolean;
}

const specials = new Set(PASSWORD_SPECIAL_CHARACTERS);

/** The password-strength checklist of platform section 5, item by item, for the form and the server. */
export function passwordChecklist(password: string): PasswordCheck[] {
  return [
    { key: 'minLength', label: 'Minimum 8 characters', passed: password.length >= PASSWORD_MIN_LENGTH },
    { key: 'lowercase', label: 'At least one lowercase letter', passed: /[a-z]/.test(password) },
    { key: 'uppercase', label: 'At least one uppercase letter', passed: /[A-Z]/.test(password) },
    {
      key: 'special',
      label: `At least one special character (${PASSWORD_SPECIAL_CHARACTERS})`,
      passed: [...password].some((c) => specials.has(c)),
    },
  ];
}

/** Messages of the checklist items the password fails, in checklist order. */
export function passwordProblems(password: string): string[] {
  return passwordChecklist(password)
    .filter((check) => !check.passed)
    .map((check) => PASSWORD_MESSAGES[check.key]);
}
