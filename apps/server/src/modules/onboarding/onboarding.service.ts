import {
  onboardingMessage,
  SETUP_STEPS,
  type SetupStepKey,
  type SetupWizardPayload,
} from '@fieldbook/domain/onboarding/onboarding.schemas';
import type { Executor } from '../../db/database';
import { notFound } from '../../http/http-error';
import { setupFacts } from './onboarding.repository';

/** The further-setup checklist of the signed-in user's company, with its message greeting the user. */
export async function setupWizard(
  db: Executor,
  auth: { companyId: number; userId: number },
  site: string,
): Promise<SetupWizardPayload> {
  const facts = await setupFacts(db, auth.companyId, auth.userId);
  if (!facts) throw notFound();
  const done: Record<SetupStepKey, boolean> = {
    business_details: facts.hasAddress,
    branding: facts.hasLogo,
    staff: facts.hasStaff,
    appointment_types: facts.hasAppointmentType,
    clients: facts.hasClient,
    payment_provider: facts.hasPaymentAccount,
  };
  const steps = SETUP_STEPS.map((step) => Object.assign({}, step, { done: done[step.key] }));
  const left = steps.filter((step) => !step.done).length;
  return {
    onboarding_message: onboardingMessage(site, facts.firstName ?? '', facts.companyName, left),
    steps,
  };
}
