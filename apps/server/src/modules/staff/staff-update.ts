import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.schemas';
import type { PermissionKey } from '@fieldbook/domain/permissions/permissions.constants';
import { effectivePermissions } from '@fieldbook/domain/permissions/roles.rules';
import { STAFF_MESSAGES, STAFF_ROLE_DEFAULTS, type StaffRole } from '@fieldbook/domain/staff/staff.constants';
import type { UpdateStaffBody } from '@fieldbook/domain/staff/staff.schemas';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import type { Database, Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { AuthContext } from '../../http/auth';
import { conflict, fieldError, notFound } from '../../http/http-error';
import type { Mailer } from '../../messaging/mailer';
import { recordActivity } from '../activity/index';
import type { EmailChangeService } from '../auth/index';
import { sha256 } from '../auth/index';
import { checkProfileImage, readSignature } from '../files/index';
import * as users from '../users/index';
import * as repo from './staff.repository';

/** The role and permissions after the edit; the business owner keeps Owner and everything. */
function access(auth: AuthContext, current: users.UserRow, body: UpdateStaffBody) {
  if (current.createdCompany) return { role: current.role, permissions: current.permissions };
  const role = body.roles?.[0] ?? current.role;
  // A new role without a list brings its defaults (as choosing a role does in the dialog).
  const permissions: readonly string[] =
    body.permissions ??
    (role !== current.role && role in STAFF_ROLE_DEFAULTS
      ? STAFF_ROLE_DEFAULTS[role as StaffRole]
      : current.permissions);
  // A manager cannot hand out what they do not hold; what the user already has may stay.
  const added = permissions.filter((key) => !current.permissions.includes(key));
  if (added.some((key) => !auth.permissions.includes(key as PermissionKey))) {
    throw fieldError('permissions', STAFF_MESSAGES.grantUnheld);
  }
  return { role, permissions: [...permissions] };
}

/**
 * A changed email needs the caller's own fresh password confirmation, and an address nobody uses.
 * Whoever holds the email holds the account (reset codes go there), so a manager changes it only for
 * someone who can do no more than they can, and never the business owner's: only the owner does.
 */
async function checkEmailChange(tx: Executor, auth: AuthContext, current: users.UserRow, body: UpdateStaffBody) {
  const email = body.email;
  if (!email || email.toLowerCase() === current.email.toLowerCase()) return null;
  if (current.id !== auth.userId) {
    if (current.createdCompany) throw fieldError('email', STAFF_MESSAGES.ownerEmailOwnerOnly);
    const held = effectivePermissions(current.permissions, false);
    if (held.some((key) => !auth.permissions.includes(key))) {
      throw fieldError('email', STAFF_MESSAGES.emailHolderOutranks);
    }
  }
  const token = body.password_token;
  const confirmation = token
    ? await repo.findPasswordConfirmation(tx, auth.companyId, auth.userId, sha256(token))
    : undefined;
  if (!confirmation) throw fieldError('password_token', STAFF_MESSAGES.passwordVerificationRequired);
  if (confirmation.expiresAt.getTime() <= Date.now()) {
    throw fieldError('password_token', STAFF_MESSAGES.passwordVerificationExpired);
  }
  if (await users.findUserByEmail(tx, email)) throw fieldError('email', AUTH_MESSAGES.emailTaken);
  return email;
}

const isStale = (given: string | undefined, current: Date) =>
  given !== undefined && new Date(given).getTime() !== current.getTime();

/** PUT /business/company/users: every check before the first write, all in one transaction. */
export function createStaffUpdater(deps: { db: Database; mailer: Mailer; emailChange: EmailChangeService }) {
  const { db, mailer, emailChange } = deps;

  return async function update(auth: AuthContext, body: UpdateStaffBody) {
    const outbox: number[] = [];
    // Its bytes are judged (and re-encoded) before the transaction: no lock waits on image work.
    const signature = body.signature ? await readSignature(body.signature) : body.signature;
    const result = await db
      .transaction(async (tx) => {
        const current = await users.findUser(tx, auth.companyId, body.user_id, true);
        if (!current) throw notFound(STAFF_MESSAGES.notFound);
        if (!current.active) throw conflict(STAFF_MESSAGES.archivedReadOnly);
        if (isStale(body.updated_at, current.updatedAt)) throw conflict(MESSAGES.staleEdit);
        const { role, permissions } = access(auth, current, body);
        const imageId = await checkProfileImage(tx, auth, body.image, current.profileImageFileId);
        const newEmail = await checkEmailChange(tx, auth, current, body);

        let row = await users.updateUserRow(tx, current, {
          firstName: body.first_name,
          lastName: body.last_name,
          role,
          permissions,
          // The schema has already made it a full_phone ("+61 412 345 678").
          ...(body.phone !== undefined ? { phone: body.phone ?? null } : {}),
          ...(body.color !== undefined ? { color: body.color } : {}),
          ...(signature !== undefined ? { signature } : {}),
          ...(imageId !== undefined ? { profileImageFileId: imageId } : {}),
        });
        const name = `${row.firstName} ${row.lastName}`;
        await recordActivity(tx, {
          companyId: auth.companyId,
          userId: auth.userId,
          action: 'user_updated',
          subjectType: 'user',
          subjectId: row.id,
          description: `Updated staff member ${name}`,
        });
        const accessChanged =
          role !== current.role ||
          permissions.length !== current.permissions.length ||
          permissions.some((key) => !current.permissions.includes(key));
        if (accessChanged) {
          // Permissions are read from the user row on every request, so this applies to open sessions at once.
          await recordActivity(tx, {
            companyId: auth.companyId,
            userId: auth.userId,
            action: 'user_permissions_updated',
            subjectType: 'user',
            subjectId: row.id,
            description: `Changed the role or permissions of ${name} (${role}: ${permissions.join(', ') || 'none'})`,
          });
        }
        if (newEmail) {
          const requested = await emailChange.request(tx, row, newEmail, auth.userId);
          row = requested.row;
          outbox.push(...requested.outbox);
        }
        return { row, requestedNewEmail: newEmail };
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw fieldError('email', AUTH_MESSAGES.emailTaken);
        throw error;
      });
    for (const id of outbox) void mailer.deliver(id);
    return result;
  };
}
