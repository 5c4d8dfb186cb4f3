import type { TimelineOwner } from '../../timeline/index';
import { clientsQueryKey } from './client-types';

/** Under the clients key, so a client change also refreshes its timeline. */
export const clientTimelineQueryKey = (id: number) => [...clientsQueryKey, 'timeline', id] as const;

/** The client as a timeline owner: /v1/clients/timeline, /v1/clients/notes, /v1/clients/attachments. */
export const clientTimelineOwner = (id: number): TimelineOwner => ({
  basePath: '/clients',
  id,
  queryKey: clientTimelineQueryKey(id),
});
