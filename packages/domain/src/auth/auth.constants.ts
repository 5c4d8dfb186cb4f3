export const AUTH_MESSAGES = {
  invalidCredentials: 'These credentials do not match our records.',
  sessionExpired: 'Your session has expired.',
  unauthenticated: 'Unauthenticated.',
  forbidden: 'You do not have permission to perform this action.',
  deactivated: 'This account has been deactivated.',
  passwordIncorrect: 'Your password is incorrect',
  emailTaken: 'The email has already been taken.',
  resetSent: 'If an account exists for that email, a reset code has been sent.',
  resetInvalid: 'This password reset code is invalid or has expired.',
  passwordReset: 'Your password has been reset.',
  tooManyRequests: 'Too many requests... wait a minute',
} as const;
