import Chip from '@mui/material/Chip';
import type { Licence } from '../api/licence-types';

/** "Expired" or "Expires soon" (within 30 days), else nothing. */
export function LicenceExpiryChip({ licence }: { licence: Pick<Licence, 'is_expired' | 'is_set_to_expire'> }) {
  if (licence.is_expired) return <Chip size="small" color="error" label="Expired" />;
  if (licence.is_set_to_expire) return <Chip size="small" color="warning" label="Expires soon" />;
  return null;
}
