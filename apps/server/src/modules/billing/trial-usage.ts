import type { TrialLimitUsage } from '@fieldbook/domain/billing/billing.schemas';
import { LIMITED_MODELS, type LimitedModel, TRIAL_LIMITS } from '@fieldbook/domain/plans/plans.rules';
import type { Executor } from '../../db/database';
import { countActiveAppointments } from '../appointments/index';
import { countActiveClients } from '../clients/index';
import { countActiveDocuments } from '../documents/index';
import { countFiles } from '../files/index';
import { countActiveStaff } from '../staff/index';

/** How each limited model is counted: by its own module's repository, as its create counts it. */
const COUNTERS: Record<LimitedModel, (db: Executor, companyId: number) => Promise<number>> = {
  client: countActiveClients,
  appointment: countActiveAppointments,
  quotation: (db, companyId) => countActiveDocuments(db, companyId, 'quotation'),
  invoice: (db, companyId) => countActiveDocuments(db, companyId, 'invoice'),
  staff: countActiveStaff,
  file: countFiles,
};

/** The trial limits and what the company uses of each (the subscription page's meters). */
export async function trialUsage(db: Executor, companyId: number): Promise<TrialLimitUsage[]> {
  return Promise.all(
    LIMITED_MODELS.map(async (model) => ({
      model,
      limit: TRIAL_LIMITS[model],
      used: await COUNTERS[model](db, companyId),
    })),
  );
}
