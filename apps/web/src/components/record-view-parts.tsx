import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** While a record loads: its avatar, name and body as placeholders. */
export function RecordViewLoading({ label }: { label: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label={label} aria-busy>
      <Skeleton variant="circular" width={48} height={48} />
      <Skeleton height={40} />
      <Skeleton height={120} />
    </Paper>
  );
}

/** A record that could not be loaded ("User could not be found"), keeping the dialog's close button. */
export function RecordViewError({ message, headerEnd }: { message: string; headerEnd?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center' }}>
      <Alert severity="error" sx={{ flex: 1 }}>
        {message}
      </Alert>
      {headerEnd}
    </Paper>
  );
}

export interface RecordToolbarProps {
  /** Names the toolbar's test ids: `${kind}-toolbar`, `${kind}-subtitle`. */
  kind: string;
  title: string;
  /** Lines under the title (a reference, a role). */
  details?: ReactNode;
  avatar?: ReactNode;
  /** Red, and "Archived" in the subtitle. */
  archived: boolean;
  /** "Read-only" in the subtitle. */
  readOnly: boolean;
  headingLevel?: 1 | 2;
  headerEnd?: ReactNode;
}

/** A record's header (spec): blue, red when archived, with "Archived" and "Read-only" where they apply. */
export function RecordToolbar(props: RecordToolbarProps) {
  const { kind, title, details, avatar, archived, readOnly, headingLevel = 2, headerEnd } = props;
  const subtitle = [archived ? 'Archived' : null, readOnly ? 'Read-only' : null].filter(Boolean).join(' · ');
  return (
    <Box
      sx={{
        p: 2,
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        bgcolor: archived ? 'error.main' : 'primary.main',
        color: 'primary.contrastText',
      }}
      data-testid={`${kind}-toolbar`}
      data-archived={archived}
    >
      {avatar}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h5" component={headingLevel === 1 ? 'h1' : 'h2'} noWrap>
          {title}
        </Typography>
        {/* Details at full strength: faded, they fall below 4.5:1 on the archived (error) colour. */}
        {details && (
          <Typography variant="body2" noWrap>
            {details}
          </Typography>
        )}
        {subtitle && (
          <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid={`${kind}-subtitle`}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {headerEnd}
    </Box>
  );
}

/** One labelled value of a record's details (a dt/dd pair; the parent is a dl). */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, gap: { xs: 0, sm: 2 }, py: 0.75 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box
        component="dd"
        sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', typography: 'body2' }}
      >
        {children}
      </Box>
    </Box>
  );
}
