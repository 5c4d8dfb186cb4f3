import { lineInputOf } from '@fieldbook/domain/inventory/line-item.rules';
import { documentTotals, formatMoney } from '@fieldbook/domain/money/money.rules';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCompanySettings } from '../../../lib/session/load-user';
import type { LineItemDraft } from '../../inventory/line-items/line-item-types';

/**
 * The form's totals as the lines stand, by the company's rounding method (the same rules the server
 * saves with, so what is shown here is what the document will say).
 */
export function DocumentFormTotals({ lines }: { lines: LineItemDraft[] }) {
  const { rounding_method } = useCompanySettings();
  const totals = documentTotals(lines.map(lineInputOf), rounding_method);
  const rows: [string, number][] = [
    ['Subtotal (excl. GST)', totals.subtotal],
    ...(totals.discount > 0 ? ([['Discount included', -totals.discount]] as [string, number][]) : []),
    ['GST', totals.tax],
    ['Total', totals.total],
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'end', columnGap: 3, rowGap: 0.5, m: 0 }}
    >
      {rows.map(([label, cents]) => {
        const strong = label === 'Total';
        return (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, textAlign: 'right', fontWeight: strong ? 700 : 400 }}
            >
              {formatMoney(cents)}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
