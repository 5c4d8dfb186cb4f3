import { isHexColour } from '@fieldbook/domain/inputs/colour.rules';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCompanySettings } from '../../../lib/session/load-user';

export interface DocumentHeaderPreviewProps {
  companyName: string;
  logoUrl: string | null;
  primaryColor: string;
  accentColor: string;
  footer: string;
}

/** A colour the preview can paint: a half-typed hex falls back so the preview never breaks. */
const paintable = (colour: string, fallback: string) => (isHexColour(colour) ? colour : fallback);

/**
 * How the top and foot of a quotation or invoice PDF will look with these choices: the logo and name,
 * the title and rule in the accent colour, the footer text in small print. Emails and the client portal
 * show the primary colour as their bar.
 */
export function DocumentHeaderPreview({
  companyName,
  logoUrl,
  primaryColor,
  accentColor,
  footer,
}: DocumentHeaderPreviewProps) {
  // An invoice is a tax invoice only from a business registered for GST.
  const { gst_registered } = useCompanySettings();
  const accent = paintable(accentColor, '#9c27b0');
  const primary = paintable(primaryColor, '#027be3');
  return (
    <Paper
      variant="outlined"
      component="figure"
      aria-label="Preview of a document header"
      sx={{ m: 0, p: 2, borderTop: 6, borderTopColor: primary }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0 }}>
          {logoUrl && (
            <Box
              component="img"
              src={logoUrl}
              alt="Logo preview"
              sx={{ display: 'block', maxHeight: 60, maxWidth: 120, objectFit: 'contain', mb: 1 }}
            />
          )}
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{companyName}</Typography>
          <Typography variant="body2" color="text.secondary">
            1 Example Street, Melbourne VIC 3000
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'right' }}>
          <Typography variant="h5" component="p" sx={{ color: accent, fontWeight: 700 }} data-testid="preview-title">
            {gst_registered ? 'Tax Invoice' : 'Invoice'}
          </Typography>
          <Typography variant="body2">Invoice number 1042</Typography>
        </Box>
      </Box>
      <Box sx={{ borderBottom: 2, borderColor: accent, my: 1.5 }} data-testid="preview-rule" />
      <Typography variant="body2" color="text.secondary">
        Bill to · Line items · Totals
      </Typography>
      <Typography
        variant="caption"
        component="figcaption"
        color="text.secondary"
        sx={{ display: 'block', mt: 2, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
      >
        {footer.trim() || 'No footer text'}
      </Typography>
    </Paper>
  );
}
