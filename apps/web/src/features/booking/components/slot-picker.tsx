import { BOOKING_LIMITS } from '@fieldbook/domain/booking/booking.constants';
import type { PublicService } from '@fieldbook/domain/booking/booking-public.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { useBookingSlots } from '../api/booking-page';
import { formatSlotDay, formatSlotTime } from './booking-format';

const PAGE_DAYS = BOOKING_LIMITS.slotDaysDefault;

const dayAfter = (date: string) => DateTime.fromISO(date).plus({ days: 1 }).toISODate() ?? date;

/** One time as a toggle: its day is in the group's label, so the button says only the time. */
function TimeButton({
  start,
  time,
  chosen,
  onChoose,
}: {
  start: string;
  time: string;
  chosen: boolean;
  onChoose: () => void;
}) {
  return (
    <Button
      variant={chosen ? 'contained' : 'outlined'}
      aria-pressed={chosen}
      onClick={onChoose}
      data-start={start}
      // As en-AU writes a time everywhere else ("8:00am"), not in the button's capitals.
      sx={{ minWidth: 88, textTransform: 'none' }}
    >
      {formatSlotTime(time)}
    </Button>
  );
}

/**
 * A service's free start times, a week at a time, per day in the business's timezone; Later and
 * Earlier page through the days the service may be booked ahead.
 */
export function SlotPicker({
  handle,
  service,
  value,
  onChoose,
}: {
  handle: string;
  service: PublicService;
  /** 'yyyy-MM-dd HH:mm' */
  value: string | null;
  onChoose: (start: string) => void;
}) {
  // The first day of each page shown so far (null: today, as the server counts it).
  const [pages, setPages] = useState<(string | null)[]>([null]);
  const from = pages.at(-1) ?? null;
  const days = Math.min(PAGE_DAYS, service.days_ahead);
  const slots = useBookingSlots(handle, service.id, from, days);
  const shown = slots.data?.days ?? [];
  const withTimes = shown.filter((day) => day.times.length > 0);
  const lastDay = shown.at(-1)?.date;
  const canGoLater = lastDay !== undefined && pages.length * days < service.days_ahead;

  if (slots.isPending)
    return <Skeleton variant="rounded" height={160} role="progressbar" aria-label="Loading free times" />;
  if (slots.isError) return <Alert severity="error">{slots.error.message}</Alert>;
  return (
    <Stack spacing={2}>
      {withTimes.length === 0 ? (
        <Alert severity="info">
          {from === null
            ? `No free times in the next ${days} ${days === 1 ? 'day' : 'days'}.`
            : `No free times from ${formatSlotDay(shown[0]?.date ?? from)} to ${formatSlotDay(lastDay ?? from)}.`}
        </Alert>
      ) : (
        withTimes.map((day) => {
          const labelId = `slot-day-${day.date}`;
          return (
            <Box key={day.date} role="group" aria-labelledby={labelId}>
              <Typography id={labelId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {formatSlotDay(day.date)}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {day.times.map((time) => {
                  const start = `${day.date} ${time}`;
                  return (
                    <TimeButton
                      key={time}
                      start={start}
                      time={time}
                      chosen={start === value}
                      onChoose={() => onChoose(start)}
                    />
                  );
                })}
              </Box>
            </Box>
          );
        })
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Button disabled={pages.length === 1} onClick={() => setPages((all) => all.slice(0, -1))}>
          Earlier days
        </Button>
        <Button disabled={!canGoLater} onClick={() => lastDay && setPages((all) => [...all, dayAfter(lastDay)])}>
          Later days
        </Button>
      </Stack>
    </Stack>
  );
}
