import { documentTotalRows } from '@fieldbook/domain/documents/documents.rules';
import { lineInputOf } from '@fieldbook/domain/inventory/line-item.rules';
import { documentTotals, formatMoney } from '@fieldbook/domain/money/money.rules';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCompanySettings } from '../../../lib/session/load-user';
import type { LineItemDraft } from '../../inventory/line-items/line-item-types';

/**
 * The form's totals as the lines stand, by the company's rounding method and GST registration (the
 * same rules the server saves with, so what is shown here is what the document will say).
 */
export function DocumentFormTotals({ lines }: { lines: LineItemDraft[] }) {
  const { rounding_method, gst_registered } = useCompanySettings();
  const totals = documentTotals(lines.map(lineInputOf), rounding_method, gst_registered);
  const rows = documentTotalRows(totals, { gstRegistered: gst_registered });
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'end', columnGap: 3, rowGap: 0.5, m: 0 }}
    >
      {rows.map(({ label, cents, strong }) => {
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
