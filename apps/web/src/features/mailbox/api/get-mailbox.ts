import type { sandboxMailboxSchema } from '@fieldbook/domain/mailbox/mailbox.schemas';
import type { z } from '@fieldbook/domain/zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

/** GET /v1/sandbox/mailbox: the company's emails the app stored instead of sending (404 when it sends real email). */
export const getMailbox = () =>
  http
    .get<z.infer<typeof sandboxMailboxSchema>>('/sandbox/mailbox', { expected: [404] })
    .then(({ emails }) =>
      [...emails].sort((a, b) =>
        a.created_at === b.created_at ? b.id - a.id : b.created_at.localeCompare(a.created_at),
      ),
    );

export const mailboxQueryOptions = () => queryOptions({ queryKey: ['sandbox', 'mailbox'], queryFn: getMailbox });

export function useMailbox() {
  return useQuery(mailboxQueryOptions());
}
