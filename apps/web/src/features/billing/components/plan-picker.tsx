import type { BillingInterval } from '@fieldbook/domain/billing/billing.constants';
import type { PlanPayload } from '@fieldbook/domain/billing/billing.schemas';
import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { INTERVAL_LABELS, priceLabel } from '../billing-labels';

export interface PlanChoice {
  planId: number | null;
  interval: BillingInterval;
}

/** Monthly or yearly: the prices shown follow it. */
export function IntervalToggle({
  value,
  onChange,
}: {
  value: BillingInterval;
  onChange: (interval: BillingInterval) => void;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      aria-label="Billing period"
      onChange={(_event, next: BillingInterval | null) => next && onChange(next)}
    >
      {(['MONTH', 'YEAR'] as const).map((interval) => (
        <ToggleButton key={interval} value={interval}>
          {INTERVAL_LABELS[interval].adjective}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/**
 * The plans as choices: name, price for the period (AUD including GST), description and what each
 * includes; `current` marks the company's plan.
 */
export function PlanPicker({
  plans,
  value,
  onChange,
  current,
}: {
  plans: PlanPayload[];
  value: PlanChoice;
  onChange: (choice: PlanChoice) => void;
  current?: { planId: number; interval: BillingInterval } | null;
}) {
  return (
    <Stack spacing={1.5}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography variant="subtitle1" component="h3">
          Plans
        </Typography>
        <IntervalToggle value={value.interval} onChange={(interval) => onChange({ ...value, interval })} />
      </Stack>
      <RadioGroup
        aria-label="Plan"
        value={value.planId === null ? '' : String(value.planId)}
        onChange={(event) => onChange({ ...value, planId: Number(event.target.value) })}
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(240px, 1fr))' },
        }}
      >
        {plans.map((plan) => {
          const chosen = value.planId === plan.id;
          return (
            <Box
              key={plan.id}
              sx={{
                border: 1,
                borderColor: chosen ? 'primary.main' : 'divider',
                borderRadius: 2,
                p: 1.5,
                bgcolor: 'background.paper',
              }}
            >
              <FormControlLabel
                value={String(plan.id)}
                control={<Radio />}
                sx={{ alignItems: 'flex-start', m: 0, width: '100%' }}
                label={
                  <Box sx={{ pt: 1 }}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      <Typography component="span" sx={{ fontWeight: 600 }}>
                        {plan.name}
                      </Typography>
                      {current?.planId === plan.id && current.interval === value.interval && (
                        <Chip size="small" label="Current plan" />
                      )}
                    </Stack>
                    <Typography component="span" variant="h6" sx={{ display: 'block' }}>
                      {priceLabel(plan, value.interval)}
                    </Typography>
                    <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      AUD, including GST
                    </Typography>
                  </Box>
                }
              />
              {plan.description && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {plan.description}
                </Typography>
              )}
              {plan.features.length > 0 && (
                <Box component="ul" sx={{ m: 0, mt: 1, p: 0, listStyle: 'none' }} aria-label={`${plan.name} includes`}>
                  {plan.features.map((feature) => (
                    <Typography
                      component="li"
                      variant="body2"
                      key={feature}
                      sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}
                    >
                      <Check fontSize="small" color="success" aria-hidden />
                      {feature}
                    </Typography>
                  ))}
                </Box>
              )}
            </Box>
          );
        })}
      </RadioGroup>
    </Stack>
  );
}
