import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { type UserLoad, userLoadQueryKey } from '../../../lib/session/load-user';

/** POST /v1/tips/dismiss {key}; the user's load then lists the tip, which hides it everywhere. */
export function useDismissTip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => http.post<null>('/tips/dismiss', { key }),
    onSuccess: (_data, key) =>
      queryClient.setQueryData<UserLoad>(userLoadQueryKey, (load) =>
        load && !load.tips.includes(key) ? { ...load, tips: [...load.tips, key] } : load,
      ),
  });
}
