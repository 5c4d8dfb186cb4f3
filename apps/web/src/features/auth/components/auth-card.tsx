import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}

/** The centred card of the sign-in, sign-up and password screens. */
export function AuthCard({ title, subtitle, children, footer, wide }: AuthCardProps) {
  useEffect(() => {
    document.title = `${title} · Fieldbook`;
  }, [title]);
  return (
    <Box sx={{ minHeight: '80vh', display: 'grid', placeItems: 'center', px: 2, py: { xs: 3, sm: 6 } }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: wide ? 560 : 420, p: { xs: 3, sm: 4 } }}>
        <Typography variant="overline" component="p" color="primary" sx={{ fontWeight: 700, letterSpacing: 2 }}>
          Fieldbook
        </Typography>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {subtitle}
          </Typography>
        )}
        {children}
        {footer && <Box sx={{ mt: 3, display: 'grid', gap: 1, textAlign: 'center' }}>{footer}</Box>}
      </Paper>
    </Box>
  );
}
