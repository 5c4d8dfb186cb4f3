import type { TrialLimitUsage } from '@fieldbook/domain/billing/billing.schemas';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { LIMIT_LABELS } from '../billing-labels';

function UsageBar({ usage }: { usage: TrialLimitUsage }) {
  const labelId = useId();
  const percent = usage.limit > 0 ? Math.min(100, Math.round((usage.used / usage.limit) * 100)) : 100;
  const full = usage.used >= usage.limit;
  const label = LIMIT_LABELS[usage.model];
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
        <Typography id={labelId} variant="body2">
          {label}
        </Typography>
        <Typography variant="body2" color={full ? 'error' : 'text.secondary'}>
          {usage.used} of {usage.limit}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={full ? 'error' : percent >= 80 ? 'warning' : 'primary'}
        aria-labelledby={labelId}
        aria-valuetext={`${usage.used} of ${usage.limit} ${label.toLowerCase()}`}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}

/** What a company on trial may keep, and how much of it is used. */
export function TrialLimits({ limits }: { limits: TrialLimitUsage[] }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}>
      {limits.map((usage) => (
        <UsageBar key={usage.model} usage={usage} />
      ))}
    </Box>
  );
}
