import {
  type BookingBody,
  type BookingResult,
  bookingBodySchema,
  type PublicService,
} from '@fieldbook/domain/booking/booking-public.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { type Path, useForm, useWatch } from 'react-hook-form';
import { useParams } from 'react-router';
import { applyServerErrors } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/http-client';
import { BusinessBrand } from '../../connect/index';
import { useBook, useBookingPage } from '../api/booking-page';
import { BookingConfirmation } from '../components/booking-confirmation';
import { BookingDetailsFields } from '../components/booking-details-fields';
import { formatSlotStart } from '../components/booking-format';
import { ServiceChoice } from '../components/service-choice';
import { SlotPicker } from '../components/slot-picker';
import { SlotTakenAlert, slotTakenOf } from '../components/slot-taken-alert';
import { useEmbedHeight } from '../components/use-embed-height';

const FIELDS: Path<BookingBody>[] = [
  'service',
  'start',
  'name',
  'email',
  'mobile',
  'address',
  'address.address_line_1',
  'note',
  'photos',
];

const EMPTY: Partial<BookingBody> = {
  name: '',
  email: '',
  mobile: '',
  address: {},
  note: '',
  photos: [],
  website: '',
};

/** A numbered step's heading. */
const stepHeading = (number: number, text: string) => (
  <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
    {number}. {text}
  </Typography>
);

/** connect/book/{business}: a visitor picks a service and a free time, says who they are and where, and books. */
export function BookPage() {
  const { business: handle = '' } = useParams();
  const page = useBookingPage(handle);
  const book = useBook(handle);
  const [booked, setBooked] = useState<BookingResult['booking'] | null>(null);
  const [chosenService, setChosenService] = useState<PublicService | null>(null);
  const [sendingPhotos, setSendingPhotos] = useState(false);
  const detailsRef = useRef<HTMLDivElement>(null);
  const { control, register, handleSubmit, setError, setValue, clearErrors, formState } = useForm<BookingBody>({
    resolver: zodResolver(bookingBodySchema, undefined, { raw: true }),
    defaultValues: EMPTY,
  });
  const start = useWatch({ control, name: 'start' }) ?? null;
  useEmbedHeight();
  const name = page.data?.business.name;
  useEffect(() => {
    document.title = name ? `Book online · ${name}` : 'Book online';
  }, [name]);

  if (page.isPending) return <Skeleton variant="rounded" height={320} role="progressbar" aria-label="Loading" />;
  if (!page.data) {
    return (
      <Box sx={{ maxWidth: 640, mx: 'auto', p: 2 }}>
        <Alert severity="error">{page.error?.message}</Alert>
      </Box>
    );
  }
  const { business, services } = page.data;
  const taken = slotTakenOf(book.error);

  const chooseService = (service: PublicService) => {
    setChosenService(service);
    setValue('service', service.id);
    setValue('start', '');
    clearErrors(['service', 'start']);
  };
  const chooseStart = (value: string) => {
    setValue('start', value);
    clearErrors('start');
    book.reset();
    detailsRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };
  const onSubmit = handleSubmit(async (values) => {
    try {
      setBooked((await book.mutateAsync(values)).booking);
      window.scrollTo?.({ top: 0 });
    } catch (error) {
      if (slotTakenOf(error)) setValue('start', '');
      else if (!applyServerErrors(error, setError, FIELDS) && error instanceof ApiError)
        setError('root.server', { message: error.message });
    }
  });

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 3 }}>
      <Stack spacing={3}>
        <BusinessBrand
          business={{ company_name: business.name, logo_url: business.logo_url, primary_color: business.primary_color }}
          heading={{ component: 'p', variant: 'h6' }}
        />
        {booked ? (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <BookingConfirmation booking={booked} />
          </Paper>
        ) : (
          <>
            <Typography variant="h4" component="h1">
              Book online
            </Typography>
            {services.length === 0 ? (
              <Alert severity="info">{business.name} has no services to book online right now.</Alert>
            ) : (
              <Box component="form" aria-label="Book online" onSubmit={onSubmit} noValidate>
                <Stack spacing={3}>
                  <section>
                    {stepHeading(1, 'Choose a service')}
                    <ServiceChoice services={services} chosen={chosenService?.id ?? null} onChoose={chooseService} />
                    {formState.errors.service && <Alert severity="error">{formState.errors.service.message}</Alert>}
                  </section>
                  {chosenService && (
                    <section>
                      {stepHeading(2, 'Choose a time')}
                      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                        Times are in {business.timezone.replace(/_/g, ' ')} time.
                      </Typography>
                      {taken && <SlotTakenAlert taken={taken} timezone={business.timezone} onChoose={chooseStart} />}
                      <SlotPicker
                        key={chosenService.id}
                        handle={handle}
                        service={chosenService}
                        value={start}
                        onChoose={chooseStart}
                      />
                      {formState.errors.start && (
                        <Alert severity="error" sx={{ mt: 1 }}>
                          {formState.errors.start.message}
                        </Alert>
                      )}
                    </section>
                  )}
                  {chosenService && (
                    <Box component="section" ref={detailsRef}>
                      {stepHeading(3, 'Your details')}
                      {start && (
                        <Typography sx={{ mb: 2 }}>
                          {chosenService.name}, {formatSlotStart(start, business.timezone)}
                        </Typography>
                      )}
                      <BookingDetailsFields
                        handle={handle}
                        control={control}
                        register={register}
                        errors={formState.errors}
                        onPhotosChange={(tokens, sending) => {
                          setValue('photos', tokens);
                          clearErrors('photos');
                          setSendingPhotos(sending);
                        }}
                      />
                    </Box>
                  )}
                  {formState.errors.root?.server && (
                    <Alert severity="error">{formState.errors.root.server.message}</Alert>
                  )}
                  {chosenService && (
                    <Box>
                      <Button
                        type="submit"
                        variant="contained"
                        size="large"
                        disabled={formState.isSubmitting || sendingPhotos}
                      >
                        {business.requires_approval ? 'Request booking' : 'Book'}
                      </Button>
                      {sendingPhotos && (
                        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                          Sending your photos…
                        </Typography>
                      )}
                    </Box>
                  )}
                </Stack>
              </Box>
            )}
          </>
        )}
      </Stack>
    </Box>
  );
}
