import type { TotalRow } from '@fieldbook/domain/documents/documents.rules';
import { formatMoney } from '@fieldbook/domain/format/en-au';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * A document's totals as a labelled list of label and amount, right-aligned: never inside a table
 * that scrolls, so they stay in view on a phone.
 */
export function TotalsList({ rows }: { rows: TotalRow[] }) {
  return (
    <Box role="group" aria-label="Totals">
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto auto',
          justifyContent: 'end',
          columnGap: 3,
          rowGap: 0.5,
          m: 0,
        }}
      >
        {rows.map(({ label, cents, strong }) => (
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
        ))}
      </Box>
    </Box>
  );
}
