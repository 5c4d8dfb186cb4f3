import type { PortalBusiness } from '@fieldbook/domain/connect/connect.schemas';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * The business's branding at the head of a portal page: its logo beside its name, over a bar in its
 * primary colour. The name stays text (the logo's alt names it too) so headings read the same.
 */
export function BusinessBrand({
  business,
  heading,
  children,
}: {
  business: Pick<PortalBusiness, 'company_name' | 'logo_url' | 'primary_color'>;
  /** The element of the name: a page's h1, or a paragraph where the page has its own h1. */
  heading: { component: 'h1' | 'h2' | 'p'; variant: 'h5' | 'h6' };
  children?: ReactNode;
}) {
  return (
    <Box data-testid="business-brand" sx={{ borderTop: 4, borderColor: business.primary_color, pt: 1.5 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
        {business.logo_url && (
          <Box
            component="img"
            src={business.logo_url}
            alt={`${business.company_name} logo`}
            sx={{ maxHeight: 56, maxWidth: { xs: 120, sm: 180 }, objectFit: 'contain', flexShrink: 0 }}
          />
        )}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant={heading.variant} component={heading.component} sx={{ overflowWrap: 'anywhere' }}>
            {business.company_name}
          </Typography>
          {children}
        </Box>
      </Stack>
    </Box>
  );
}
