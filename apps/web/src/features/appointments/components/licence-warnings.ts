import { QUALIFICATION_MESSAGES } from '@fieldbook/domain/licences/licences.constants';
import type { StaffAvailability } from '../api/appointments-api';

/** "Una Unlicensed: Has no Gasfitter Type A licence" for each unqualified staff member of a check. */
export function licenceWarnings(
  results: StaffAvailability['results'],
  staff: readonly { id: number; name: string }[],
): string[] {
  return results.flatMap((result) => {
    const name = staff.find((user) => user.id === result.user_id)?.name;
    return !result.qualified && result.reason && name ? [QUALIFICATION_MESSAGES.warned(name, result.reason)] : [];
  });
}
