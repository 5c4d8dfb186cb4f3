import AcUnit from '@mui/icons-material/AcUnit';
import Cloud from '@mui/icons-material/Cloud';
import Dehaze from '@mui/icons-material/Dehaze';
import FilterDrama from '@mui/icons-material/FilterDrama';
import Grain from '@mui/icons-material/Grain';
import Thunderstorm from '@mui/icons-material/Thunderstorm';
import Umbrella from '@mui/icons-material/Umbrella';
import WbSunny from '@mui/icons-material/WbSunny';
import Box from '@mui/material/Box';
import type { ReactElement } from 'react';
import { DetailRow } from '../../../components/record-view-parts';
import { useAppointmentClimate } from '../api/appointments-api';

const ICONS: Record<string, ReactElement> = {
  clear: <WbSunny fontSize="small" />,
  'partly-cloudy': <FilterDrama fontSize="small" />,
  cloudy: <Cloud fontSize="small" />,
  fog: <Dehaze fontSize="small" />,
  drizzle: <Grain fontSize="small" />,
  rain: <Umbrella fontSize="small" />,
  snow: <AcUnit fontSize="small" />,
  storm: <Thunderstorm fontSize="small" />,
};

/** The Weather row: the high if known, else the temperature, with summary and icon; only when the provider answered. */
export function AppointmentWeather({ id }: { id: number }) {
  const climate = useAppointmentClimate(id).data;
  if (!climate) return null;
  const degrees = Math.round(climate.temperature_high ?? climate.temperature);
  return (
    <DetailRow label={climate.is_historical ? 'Weather (historical)' : 'Weather (forecast)'}>
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
        {ICONS[climate.icon] ?? <Cloud fontSize="small" />}
        {`${degrees}°C, ${climate.summary}`}
      </Box>
    </DetailRow>
  );
}
