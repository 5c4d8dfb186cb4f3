import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RoleName } from '@fieldbook/domain/permissions/roles.rules';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { recordActivity } from '../modules/activity/index';
import { hashPassword, insertUser } from '../modules/auth/index';
import { updateCompanyRow } from '../modules/company/index';
import { openCompany } from '../modules/registration/index';
import { findUserByEmail } from '../modules/users/index';
import { seedDemoAppointments } from './demo-appointments.seed';
import { seedDemoClients } from './demo-clients.seed';
import { seedDemoDocuments } from './demo-documents.seed';
import { seedDemoForms } from './demo-forms.seed';
import { seedDemoInventory } from './demo-inventory.seed';
import { seedDemoLicences } from './demo-licences.seed';
import { seedDemoSubscription } from './demo-subscription.seed';

export interface DemoSignIn {
  email: string;
  password: string;
}

const STAFF: { firstName: string; lastName: string; local: string; role: RoleName; color: string }[] = [
  { firstName: 'Priya', lastName: 'Sharma', local: 'priya', role: 'Administrator', color: '#7b1fa2' },
  { firstName: 'Jack', lastName: 'Nguyen', local: 'jack', role: 'Office', color: '#00897b' },
  { firstName: 'Mia', lastName: 'Walsh', local: 'mia', role: 'Field Staff', color: '#ef6c00' },
];

/** The demo password: DEMO_PASSWORD, else one generated on first start and kept in DATA_DIR. */
export function demoPassword(config: Config): string {
  if (config.DEMO_PASSWORD) return config.DEMO_PASSWORD;
  const file = join(config.dataDir, 'demo-password');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  // Meets the checklist: upper, lower, digit and a special character.
  const password = `Demo-${randomBytes(6).toString('base64url')}a1!`;
  writeFileSync(file, password, { mode: 0o600 });
  return password;
}

/** Seeds the demo company once; later starts find its owner and leave everything as it is. */
export async function seedDemo(app: FastifyInstance): Promise<DemoSignIn> {
  const { config, db } = app;
  const email = config.DEMO_EMAIL.toLowerCase();
  const password = demoPassword(config);
  if (await findUserByEmail(db, email)) return { email, password };

  const passwordHash = await hashPassword(password);
  const domain = email.split('@')[1] ?? 'fieldbook.local';
  await db.transaction(async (tx) => {
    const company = await openCompany(tx, { companyName: 'Bayside Plumbing & Gas', subscribed: true });
    await updateCompanyRow(tx, company.id, {
      address: {
        address_line_1: '12 Station Street',
        locality: 'Sandringham',
        state: 'VIC',
        postal_code: '3191',
        country: 'Australia',
      },
      // What its tax invoices show of it (the ATO's example ABN, which passes the checksum).
      legalName: 'Bayside Plumbing & Gas Pty Ltd',
      abn: '51824753556',
      email: `accounts@${domain}`,
      phone: '+61 3 9555 0100',
    });
    const owner = await insertUser(tx, {
      companyId: company.id,
      firstName: 'Alex',
      lastName: 'Morgan',
      email,
      passwordHash,
      role: 'Owner',
      createdCompany: true,
    });
    const staffIds: Record<string, number> = {};
    for (const staff of STAFF) {
      const user = await insertUser(tx, {
        companyId: company.id,
        firstName: staff.firstName,
        lastName: staff.lastName,
        email: `${staff.local}@${domain}`,
        passwordHash,
        role: staff.role,
        color: staff.color,
      });
      staffIds[staff.local] = user.id;
    }
    const licenceTypes = await seedDemoLicences(tx, app.jobs, company, owner.id, staffIds);
    await seedDemoClients(tx, { companyId: company.id, userId: owner.id });
    await seedDemoInventory(tx, company.id, owner.id);
    await seedDemoForms(tx, company.id, owner.id);
    await seedDemoAppointments(tx, company, owner.id, [owner.id, ...Object.values(staffIds)], licenceTypes.gas);
    await seedDemoDocuments(tx, company, owner.id);
    await seedDemoSubscription(tx, company);
    await recordActivity(tx, {
      companyId: company.id,
      userId: owner.id,
      action: 'demo_seeded',
      subjectType: 'company',
      subjectId: company.id,
      description: 'Demo company created',
    });
  });
  app.log.info(`Seeded the demo company for ${email}`);
  return { email, password };
}
