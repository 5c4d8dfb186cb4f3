import { formatMoney } from '@fieldbook/domain/format/en-au';
import { toCents } from '@fieldbook/domain/money/money.rules';
import type { PermissionKey } from '@fieldbook/domain/permissions/permissions.constants';

/** A timeline entry type as a tile: its label and the permission it needs (spec section 6). */
interface TileType {
  label: string;
  permission?: PermissionKey;
}

const TILE_TYPES: Record<string, TileType> = {
  note: { label: 'Notes' },
  attachment: { label: 'Files' },
  communication: { label: 'Communications' },
  log: { label: 'Activity Log' },
  appointment: { label: 'Appointments', permission: 'canAccessCalendar' },
  appointment_future: { label: 'Upcoming Appointments', permission: 'canAccessCalendar' },
  report: { label: 'Reports', permission: 'canAccessReports' },
  invoice: { label: 'Invoices', permission: 'canAccessInvoicing' },
  quotation: { label: 'Quotations', permission: 'canAccessQuotations' },
  drawing: { label: 'Drawings', permission: 'canAccessDrawings' },
};

/** Label of a type; an unknown type shows its own name. */
export const tileLabel = (type: string) => TILE_TYPES[type]?.label ?? type;

/** Tiles are hidden when the type needs a permission the user lacks. */
export const tileAllowed = (type: string, permissions: ReadonlySet<string>) => {
  const permission = TILE_TYPES[type]?.permission;
  return !permission || permissions.has(permission);
};

/** Totals are dollars, as all money in the API. */
export const formatTileTotal = (total: number) => formatMoney(toCents(total));
