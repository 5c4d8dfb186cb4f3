import type { UserSettingKey, UserSettings } from '@fieldbook/domain/account/user-settings.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../http-client';
import { type UserLoad, userLoadQueryKey } from './load-user';

type SettingChange = { [K in UserSettingKey]: { key: K; value: NonNullable<UserSettings[K]> } }[UserSettingKey];

/** PUT /v1/user/settings: one whitelisted per-user setting; quiet, as a lost preference must not interrupt. */
export const saveUserSetting = (change: SettingChange) =>
  http.put<{ settings: UserLoad['settings'] }>('/user/settings', change, { quiet: true });

/** Saves a setting and puts the stored settings into the user/load cache, so later reads see it. */
export function useSaveUserSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUserSetting,
    onSuccess: ({ settings }) =>
      queryClient.setQueryData<UserLoad>(userLoadQueryKey, (load) => (load ? { ...load, settings } : load)),
  });
}
