import type { PrefillColumn } from '../inventory/inventory.constants';
import { DEFAULT_LICENCE_CHECK, type LicenceCheckMode } from '../licences/licences.constants';
import type { RoundingMethod, TaxType } from '../money/money.rules';

/** Company settings of platform section 3 that later capabilities read, with their defaults. */
export const DEFAULT_COMPANY_SETTINGS = {
  appointments_always_show_timezone: false,
  appointments_color_allocation: 'STAFF',
  appointments_default_color: '#027be3',
  appointment_status_colors: {} as Record<string, string>,
  appointments_send_client_unscheduled_reminders: false,
  invoices_prefill_description: false,
  quotations_prefill_description: false,
  gst_registered: true,
  /** The GST choice new lines start from (NONE hides it unless the line's own type is taxed). */
  default_gst: 'EXCLUSIVE' as TaxType,
  inventory_tax_type: 'EXCLUSIVE' as TaxType,
  inventory_prefill_column: 'NAME' as PrefillColumn,
  /** Days after an invoice's due date when an unpaid one reminds the client. */
  invoices_default_payment_reminders: [] as number[],
  invoicing_due_date: 14,
  rounding_method: 'HALF_EVEN' as RoundingMethod,
  reports_send_before_invoice_payment: false,
  setup_prefill_inventory: false,
  /** Assigning staff without a licence a job requires: WARN saves and shows why, REFUSE answers 422 (issue 37). */
  licence_check: DEFAULT_LICENCE_CHECK as LicenceCheckMode,
};

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
