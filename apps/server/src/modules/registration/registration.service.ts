import { AUTH_MESSAGES, type RegisterBusinessBody } from '@fieldbook/domain/auth/auth.schemas';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { fieldError } from '../../http/http-error';
import { recordActivity } from '../activity/index';
import {
  hashPassword,
  type IssuedSession,
  insertUser,
  issueSession,
  type RequestMeta,
  randomToken,
  type TokenService,
} from '../auth/index';
import * as users from '../users/index';
import { openCompany } from './open-company';

/** Registering a business: its company opened, its owner created and signed in, in one transaction. */
export function createRegistrationService(deps: { db: Database; tokens: TokenService; config: Config }) {
  const { db } = deps;
  return {
    async registerBusiness(body: RegisterBusinessBody, meta: RequestMeta): Promise<IssuedSession> {
      if (await users.findUserByEmail(db, body.email)) throw fieldError('email', AUTH_MESSAGES.emailTaken);
      const passwordHash = await hashPassword(body.password);
      try {
        return await db.transaction(async (tx) => {
          const company = await openCompany(tx, {
            companyName: body.company_name,
            timezone: body.timezone,
            subscribed: false,
          });
          const owner = await insertUser(tx, {
            companyId: company.id,
            firstName: body.first_name,
            lastName: body.last_name,
            email: body.email,
            passwordHash,
            role: 'Owner',
            createdCompany: true,
          });
          await recordActivity(tx, {
            companyId: company.id,
            userId: owner.id,
            action: 'registered',
            subjectType: 'company',
            subjectId: company.id,
            description: `Registered ${body.company_name}`,
            ip: meta.ip,
          });
          return issueSession(tx, deps, owner, body.guid ?? randomToken(), meta);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw fieldError('email', AUTH_MESSAGES.emailTaken);
        throw error;
      }
    },
  };
}
