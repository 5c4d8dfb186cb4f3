import type { SendFeedbackBody } from '@fieldbook/domain/feedback/feedback.schemas';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

/** POST v1/feedback: a problem or feedback for the team, with the page it was sent from. */
export const sendFeedback = (body: SendFeedbackBody) => http.post<null>('/feedback', body);

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
