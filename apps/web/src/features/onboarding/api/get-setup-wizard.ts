import type { SetupWizardPayload } from '@fieldbook/domain/onboarding/onboarding.schemas';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

/** GET v1/register/business/options/setupWizard: the further-setup checklist and its onboarding_message. */
export function useSetupWizard() {
  return useQuery({
    queryKey: ['onboarding', 'setupWizard'],
    queryFn: () => http.get<SetupWizardPayload>('/register/business/options/setupWizard', { quiet: true }),
  });
}
