import type { SmsPrice } from '@fieldbook/domain/account/user-load.schemas';
import type { NotifyBody } from '@fieldbook/domain/communications/communications.schemas';
import { DEFAULT_SYSTEM_SETTINGS } from '@fieldbook/domain/system/system.constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { appointmentsQueryKey } from './appointment-types';

/** POST notify: sends now; the appointment's timeline (and its find) then shows the messages. */
export function useSendAppointmentMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotifyBody) => http.post<{ sent: number }>('/appointments/notify', body, { expected: [422] }),
    onSuccess: (_answer, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...appointmentsQueryKey, 'timeline', body.id] }),
        queryClient.invalidateQueries({ queryKey: [...appointmentsQueryKey, 'detail', body.id] }),
      ]),
  });
}

/** GET sms/price for the SMS counter; a failed fetch is only logged and the defaults apply (spec section 8). */
export function useSmsPrice(enabled: boolean): SmsPrice {
  const { data } = useQuery({
    queryKey: ['communications', 'sms-price'],
    queryFn: async () => {
      try {
        return await http.get<SmsPrice>('/communications/sms/price', { quiet: true });
      } catch (error) {
        console.warn('Could not load the SMS price; using the default.', error);
        return DEFAULT_SYSTEM_SETTINGS.sms_price;
      }
    },
    staleTime: 60 * 60 * 1000,
    enabled,
  });
  return data ?? DEFAULT_SYSTEM_SETTINGS.sms_price;
}
