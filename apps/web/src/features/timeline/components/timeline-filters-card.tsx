import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { DateField } from '../../../components/date-field';
import type { TimelineFilterControls } from './use-timeline-filters';

interface TimelineFiltersCardProps {
  filters: TimelineFilterControls;
  /** Only when the record has collated entries. */
  hasCollated: boolean;
  /** The server's answer to a range it refused (422 errors.start). */
  serverRangeError?: string;
}

/** 'Show Collated Entries' and 'Filter by Date Range' (start cannot be after end; Clear empties both). */
export function TimelineFiltersCard({ filters, hasCollated, serverRangeError }: TimelineFiltersCardProps) {
  const { range, setRange } = filters;
  const error = filters.rangeError ?? serverRangeError;
  return (
    <Card variant="outlined" component="section" aria-label="Filters">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {hasCollated && (
          <FormControlLabel
            control={
              <Checkbox
                checked={filters.applied.collated}
                onChange={(event) => filters.setCollated(event.target.checked)}
              />
            }
            label="Show Collated Entries"
          />
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle2" component="h3">
            Filter by Date Range
          </Typography>
          <Button
            size="small"
            onClick={() => setRange({ start: null, end: null })}
            disabled={!range.start && !range.end}
          >
            Clear
          </Button>
        </Box>
        <DateField label="Start date" value={range.start} onChange={(start) => setRange({ ...range, start })} />
        <DateField label="End date" value={range.end} onChange={(end) => setRange({ ...range, end })} />
        {error && (
          <FormHelperText error role="alert">
            {error}
          </FormHelperText>
        )}
      </CardContent>
    </Card>
  );
}
