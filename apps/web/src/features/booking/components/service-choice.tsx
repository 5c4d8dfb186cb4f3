import type { PublicService } from '@fieldbook/domain/booking/booking-public.schemas';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDuration, formatFromPrice } from './booking-format';

/** The services a visitor may book, each a button showing its name, length, "from" price and description. */
export function ServiceChoice({
  services,
  chosen,
  onChoose,
}: {
  services: readonly PublicService[];
  chosen: number | null;
  onChoose: (service: PublicService) => void;
}) {
  return (
    <Stack component="ul" spacing={1.5} aria-label="Services" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {services.map((service) => {
        const selected = service.id === chosen;
        return (
          <li key={service.id}>
            <Card
              variant="outlined"
              sx={{ borderColor: selected ? 'primary.main' : undefined, borderWidth: selected ? 2 : 1 }}
            >
              <CardActionArea aria-pressed={selected} onClick={() => onChoose(service)} sx={{ p: 2 }}>
                <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
                  <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {service.name}
                  </Typography>
                  <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
                    {formatFromPrice(service.from_price_cents)}
                  </Typography>
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {formatDuration(service.duration_minutes)}
                </Typography>
                {service.description && (
                  <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
                    {service.description}
                  </Typography>
                )}
              </CardActionArea>
            </Card>
          </li>
        );
      })}
    </Stack>
  );
}
