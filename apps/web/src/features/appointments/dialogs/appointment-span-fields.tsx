import { onDate, withEnd, withStart } from '@fieldbook/domain/appointments/appointment-form.rules';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { DateField } from '../../../components/date-field';
import { TimeField } from '../../../components/time-field';
import { dateOf, joinSql, lengthText, type SectionProps, timeOf } from './appointment-draft';

/**
 * When: start and end (dates, times unless all day, and the length), or for an unscheduled
 * appointment only an estimated date. A start after the end pushes it, an end before the start pulls it.
 */
export function SpanFields({
  draft,
  change,
  errors,
  onSpan: changeSpan,
}: SectionProps & { onSpan: (span: { start: string; end: string }) => void }) {
  return (
    <>
      {draft.status === 'UNSCHEDULED' ? (
        // An unscheduled appointment has only an estimate: its span moves whole to the chosen day.
        <DateField
          label="Estimated Date"
          value={dateOf(draft.start_date)}
          onChange={(date) => date && changeSpan(onDate({ start: draft.start_date, end: draft.end_date }, date))}
          error={errors.start_date}
          helperText="Unscheduled reminders are sent relative to this date."
        />
      ) : (
        <>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <DateField
              label="Start date"
              value={dateOf(draft.start_date)}
              onChange={(date) =>
                date &&
                changeSpan(
                  withStart({ start: draft.start_date, end: draft.end_date }, joinSql(date, timeOf(draft.start_date))),
                )
              }
              error={errors.start_date}
            />
            {!draft.all_day && (
              <TimeField
                label="Start time"
                value={timeOf(draft.start_date)}
                onChange={(time) =>
                  time &&
                  changeSpan(
                    withStart(
                      { start: draft.start_date, end: draft.end_date },
                      joinSql(dateOf(draft.start_date), time),
                    ),
                  )
                }
              />
            )}
            <FormControlLabel
              control={<Checkbox checked={draft.all_day} onChange={(_e, on) => change({ all_day: on })} />}
              label="All Day"
            />
          </Box>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <DateField
              label="End date"
              value={dateOf(draft.end_date)}
              onChange={(date) =>
                date &&
                changeSpan(
                  withEnd({ start: draft.start_date, end: draft.end_date }, joinSql(date, timeOf(draft.end_date))),
                )
              }
              error={errors.end_date}
            />
            {!draft.all_day && (
              <TimeField
                label="End time"
                value={timeOf(draft.end_date)}
                onChange={(time) =>
                  time &&
                  changeSpan(
                    withEnd({ start: draft.start_date, end: draft.end_date }, joinSql(dateOf(draft.end_date), time)),
                  )
                }
              />
            )}
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ alignSelf: 'center' }}
              data-testid="appointment-length"
            >
              {lengthText(draft.start_date, draft.end_date)}
            </Typography>
          </Box>
        </>
      )}
    </>
  );
}
