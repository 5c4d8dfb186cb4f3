import { dashboardLayoutSchema } from '../dashboard/dashboard.schemas';
import { z } from '../zod';

/**
 * The per-user settings PUT /v1/user/settings may save (users.settings), each with its value's type.
 * A key not listed here is refused, so the column only ever holds what the app reads back.
 */
export const USER_SETTING_SCHEMAS = {
  /** Whether the file viewer's File Details drawer opens by default (on wide windows). */
  fileDrawerOpen: z.boolean({ error: 'The value must be true or false.' }),
  /** "Don't show this dialog again" on the prefills option dialog of Create Inventory. */
  inventoryPrefillsDialogHidden: z.boolean({ error: 'The value must be true or false.' }),
  /** The dashboard's widgets, in order, and the rows each lists (dashboard "Edit"). */
  dashboardWidgets: dashboardLayoutSchema,
  /**
   * Whether notices (licence expiry) are also emailed; absent means yes. The bell shows them either
   * way. The unsubscribe link at the foot of a notice email turns it off (notifications/notice-emails).
   */
  noticeEmails: z.boolean({ error: 'The value must be true or false.' }),
} as const;

export type UserSettingKey = keyof typeof USER_SETTING_SCHEMAS;
export type UserSettings = { [K in UserSettingKey]?: z.infer<(typeof USER_SETTING_SCHEMAS)[K]> };

const KEYS = Object.keys(USER_SETTING_SCHEMAS) as [UserSettingKey, ...UserSettingKey[]];

export const userSettingBodySchema = z
  .object({
    key: z.enum(KEYS, {
      error: (issue) => (issue.input === undefined ? 'The key field is required.' : 'The selected key is invalid.'),
    }),
    // Checked against the key's own schema below, so a missing value gets that schema's message.
    value: z.unknown().optional(),
  })
  .superRefine((body, ctx) => {
    const checked = USER_SETTING_SCHEMAS[body.key].safeParse(body.value);
    if (!checked.success) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: checked.error.issues[0]?.message ?? 'Invalid value.' });
    }
  });

export const userSettingsPayloadSchema = z.object({ settings: z.record(z.string(), z.unknown()) });
