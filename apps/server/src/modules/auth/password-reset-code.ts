import type { Config } from '../../config';
import type { Executor } from '../../db/database';
import { businessLink } from '../../messaging/links';
import type { Mailer } from '../../messaging/mailer';
import type * as users from '../users/index';
import * as repo from './auth.repository';
import { randomCode, sha256 } from './tokens';

const RESET_CODE_MINUTES = 60;

/** A new reset code for the user, valid for this long; the caller emails it (only its hash is kept). */
export async function issuePasswordResetCode(
  tx: Executor,
  user: Pick<users.UserRow, 'companyId' | 'id'>,
  validForMs: number,
) {
  const code = randomCode();
  await repo.insertPasswordReset(tx, {
    companyId: user.companyId,
    userId: user.id,
    codeHash: sha256(code),
    expiresAt: new Date(Date.now() + validForMs),
  });
  return code;
}

/**
 * Inside the caller's transaction: a fresh password reset code for the user (every earlier one stops
 * working) and the email carrying it, to the user's current address. Answers the outbox id to
 * deliver once the transaction commits.
 */
export async function queuePasswordResetCode(
  tx: Executor,
  deps: { mailer: Mailer; config: Config },
  user: Pick<users.UserRow, 'companyId' | 'id' | 'firstName' | 'email'>,
  closing: string,
) {
  const { mailer, config } = deps;
  const code = await issuePasswordResetCode(tx, user, RESET_CODE_MINUTES * 60_000);
  return mailer.queue(tx, {
    companyId: user.companyId,
    to: user.email,
    subject: `Your ${config.SITE_NAME} password reset code`,
    text: [
      `Hi ${user.firstName},`,
      '',
      `Your password reset code is ${code}. It expires in ${RESET_CODE_MINUTES} minutes.`,
      `Or open this link to choose a new password: ${businessLink(config, `password/reset/${code}`)}`,
      '',
      closing,
    ].join('\n'),
  });
}
