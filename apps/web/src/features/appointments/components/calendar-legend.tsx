import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ColourKey } from '../appointment-colours';

function KeyList({ label, keys, square }: { label: string; keys: ColourKey[]; square?: boolean }) {
  const id = useId();
  if (keys.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5 }}>
      <Typography id={id} variant="caption" color="text.secondary" component="span">
        {label}
      </Typography>
      <Box
        component="ul"
        aria-labelledby={id}
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
          p: 0,
          listStyle: 'none',
          '& > li': { display: 'flex', alignItems: 'center', gap: 0.75 },
        }}
      >
        {keys.map((key) => (
          <Typography component="li" variant="body2" key={`${key.label}|${key.colour}`}>
            <Box
              component="span"
              aria-hidden
              data-testid="colour-swatch"
              style={{ backgroundColor: key.colour }}
              sx={{
                width: square ? 10 : 14,
                height: square ? 10 : 14,
                borderRadius: square ? '2px' : '50%',
                border: 1,
                borderColor: 'text.secondary',
                flex: '0 0 auto',
              }}
            />
            {key.label}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/**
 * What the calendar's colours stand for: the shown appointments' colours (by staff member, type,
 * their own or the default) and the status marks. Plain lists: read in order by screen readers and
 * wrapping on a phone; every event also says its staff and status in words.
 */
export function CalendarLegend({ colours, statuses }: { colours: ColourKey[]; statuses: ColourKey[] }) {
  if (colours.length === 0 && statuses.length === 0) return null;
  return (
    <Box role="group" aria-label="Colour key" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, mt: 1 }}>
      <KeyList label="Calendar colours" keys={colours} />
      <KeyList label="Status colours" keys={statuses} square />
    </Box>
  );
}
