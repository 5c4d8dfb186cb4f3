import type { SubscriptionStatus } from '@fieldbook/domain/billing/billing.constants';
import { presentedSubscriptionStatus } from '@fieldbook/domain/billing/billing.rules';
import { DEFAULT_COMPANY_SETTINGS } from '@fieldbook/domain/company/company.constants';
import {
  type CompanyDefaultsBody,
  DEFAULT_BUSINESS_HOURS,
  DEFAULT_TIMEZONE,
  type UpdateCompanyBody,
} from '@fieldbook/domain/company/company.schemas';
import { formatSqlDate } from '@fieldbook/domain/dates/date-codec';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import { type Database, type Executor, isTransaction } from '../../db/database';
import { nextUpdatedAt } from '../../http/dates';
import { conflict, notFound } from '../../http/http-error';
import { recordActivity } from '../activity/index';
import {
  type CompanyRow,
  findCompany,
  findSubscriptionStatus,
  insertCompany,
  type PresentedCompany,
  updateCompanyRow,
} from './company.repository';

/** A new company row with the default settings and business hours (registration's openCompany opens the rest). */
export async function createCompany(
  tx: Executor,
  values: { companyName: string; timezone?: string | undefined; subscribed: boolean },
): Promise<CompanyRow> {
  const company = await insertCompany(tx, {
    companyName: values.companyName,
    timezone: values.timezone || DEFAULT_TIMEZONE,
    subscribed: values.subscribed,
    businessHours: DEFAULT_BUSINESS_HOURS,
    settings: DEFAULT_COMPANY_SETTINGS,
  });
  return company;
}

export type CompanySettings = typeof DEFAULT_COMPANY_SETTINGS;

/** The company's settings merged over their defaults. */
export const settingsOf = (company: Pick<CompanyRow, 'settings'>): CompanySettings => ({
  ...DEFAULT_COMPANY_SETTINGS,
  ...company.settings,
});

/** The company as the API shows it, settings merged over their defaults, with its subscription's status. */
export function presentCompany(company: PresentedCompany, subscriptionStatus: SubscriptionStatus) {
  return {
    id: company.id,
    company_name: company.companyName,
    legal_name: company.legalName,
    abn: company.abn,
    email: company.email,
    phone: company.phone,
    timezone: company.timezone,
    hide_timezone_options: company.hideTimezoneOptions,
    calendar_start_of_week: company.calendarStartOfWeek,
    address: company.address ?? null,
    business_hours: company.businessHours,
    settings: settingsOf(company),
    subscribed: company.subscribed,
    subscription_status: subscriptionStatus,
    updated_at: formatSqlDate(company.updatedAt, company.timezone),
  };
}
export type CompanyPayload = ReturnType<typeof presentCompany>;

/** The subscription status the company payload shows. */
export async function subscriptionStatusOf(
  db: Executor,
  company: { id: number; subscribed: boolean },
): Promise<SubscriptionStatus> {
  return presentedSubscriptionStatus(company.subscribed, await findSubscriptionStatus(db, company.id));
}

/** companies.subscribed (isSubscribed and the trial limits), moved by billing in its own transaction. */
export async function setSubscribed(tx: Executor, companyId: number, subscribed: boolean) {
  await updateCompanyRow(tx, companyId, { subscribed });
}

export async function getCompany(db: Executor, companyId: number): Promise<CompanyRow> {
  const company = await findCompany(db, companyId);
  if (!company) throw notFound();
  return company;
}

/** Companies as read at a list version of theirs (signedInCompany); bounded, as builtPer's shapes. */
const atVersion = new Map<number, { version: number; row: Promise<CompanyRow> }>();

/**
 * The signed-in company, kept per its `companies` list version, which the session check read (every
 * write to the row bumps it at commit, on every server's shared database): a read after that check
 * is at least as new as the version, so a request holding the same version may be answered from it.
 * Read as getCompany inside a transaction or without the versions (a context made without a session).
 */
export async function signedInCompany(
  db: Executor,
  auth: { companyId: number; listVersions?: Readonly<Record<string, number>> | undefined },
): Promise<CompanyRow> {
  if (auth.listVersions === undefined || isTransaction(db)) return getCompany(db, auth.companyId);
  const version = auth.listVersions.companies ?? 0;
  const kept = atVersion.get(auth.companyId);
  if (kept?.version === version) return kept.row;
  if (atVersion.size >= 10_000) atVersion.clear();
  const row = getCompany(db, auth.companyId);
  atVersion.set(auth.companyId, { version, row });
  // A failed read is not an answer to keep.
  row.catch(() => {
    if (atVersion.get(auth.companyId)?.row === row) atVersion.delete(auth.companyId);
  });
  return row;
}

/**
 * The signed-in company's timezone: the one its session check read in this request when the context
 * carries it (one statement and a round trip fewer for every list that formats dates), else read.
 */
export async function companyTimezone(
  db: Executor,
  auth: { companyId: number; timezone?: string | undefined },
  companyId = auth.companyId,
): Promise<string> {
  if (auth.timezone !== undefined && companyId === auth.companyId) return auth.timezone;
  return (await getCompany(db, companyId)).timezone;
}

/** Saves the business settings; an edit started from an older version answers 409, never overwrites. */
export function updateCompany(db: Database, companyId: number, userId: number, body: UpdateCompanyBody) {
  return db.transaction(async (tx) => {
    const current = await findCompany(tx, companyId, true);
    if (!current) throw notFound();
    if (body.updated_at && body.updated_at !== formatSqlDate(current.updatedAt, current.timezone)) {
      throw conflict(MESSAGES.staleEdit);
    }
    const updated = await updateCompanyRow(tx, companyId, {
      companyName: body.company_name,
      // Absent keeps the stored value (clients that do not know the field), null clears it.
      ...(body.legal_name !== undefined ? { legalName: body.legal_name } : {}),
      ...(body.abn !== undefined ? { abn: body.abn } : {}),
      ...(body.email !== undefined ? { email: body.email } : {}),
      ...(body.phone !== undefined ? { phone: body.phone } : {}),
      address: body.address ?? null,
      timezone: body.timezone,
      hideTimezoneOptions: body.hide_timezone_options,
      businessHours: [...body.business_hours].sort((a, b) => a.day - b.day),
      calendarStartOfWeek: body.calendar_start_of_week,
      updatedAt: nextUpdatedAt(current.updatedAt),
    });
    await recordActivity(tx, {
      companyId,
      userId,
      action: 'company_updated',
      subjectType: 'company',
      subjectId: companyId,
      description: 'Updated the business details',
    });
    return updated;
  });
}

/** Saves the money and inventory defaults into the company's settings (same stale-edit rule). */
export function updateCompanyDefaults(db: Database, companyId: number, userId: number, body: CompanyDefaultsBody) {
  return db.transaction(async (tx) => {
    const current = await findCompany(tx, companyId, true);
    if (!current) throw notFound();
    if (body.updated_at && body.updated_at !== formatSqlDate(current.updatedAt, current.timezone)) {
      throw conflict(MESSAGES.staleEdit);
    }
    const { updated_at: _version, ...defaults } = body;
    const updated = await updateCompanyRow(tx, companyId, {
      settings: { ...current.settings, ...defaults },
      updatedAt: nextUpdatedAt(current.updatedAt),
    });
    await recordActivity(tx, {
      companyId,
      userId,
      action: 'company_defaults_updated',
      subjectType: 'company',
      subjectId: companyId,
      description: 'Updated the system defaults',
    });
    return updated;
  });
}
