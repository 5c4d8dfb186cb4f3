/** The auth module's public face: what other modules may use. */

export { createAccountService, presentUser } from './account.service';
export { ACCOUNT_LIMITS, refundTry, spendTry, takeTry } from './account-throttle';
export { findLiveSession } from './auth.repository';
export { authRateLimit, authRoutes, refreshRateLimit, requestMeta, sendSession, signUpLimit } from './auth.routes';
export { type IssuedSession, insertUser, issueSession, type RequestMeta } from './auth.service';
export { forgetDeviceToken, webPushDevicesOf } from './devices.repository';
export { emailChangeRoutes } from './email-change.routes';
export { createEmailChangeService, type EmailChangeService } from './email-change.service';
export { type OAuthPurpose, oauthStates } from './oauth-states';
export { issuePasswordResetCode } from './password-reset-code';
export { hashPassword, verifyDecoy, verifyPassword } from './passwords';
export { endSessions } from './sessions';
export { createTokenService, randomToken, refreshUseOf, sha256, type TokenService } from './tokens';
