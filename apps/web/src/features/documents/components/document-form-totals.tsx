import { lineInputOf } from '@fieldbook/domain/inventory/line-item.rules';
import { documentTotals } from '@fieldbook/domain/money/money.rules';
import { useCompanySettings } from '../../../lib/session/load-user';
import type { LineItemDraft } from '../../inventory/line-items/line-item-types';
import { type TotalRow, TotalsList } from './totals-list';

/**
 * The form's totals as the lines stand, by the company's rounding method (the same rules the server
 * saves with, so what is shown here is what the document will say).
 */
export function DocumentFormTotals({ lines }: { lines: LineItemDraft[] }) {
  const { rounding_method } = useCompanySettings();
  const totals = documentTotals(lines.map(lineInputOf), rounding_method);
  const rows: TotalRow[] = [
    ['Subtotal (excl. GST)', totals.subtotal, false],
    ...(totals.discount > 0 ? ([['Discount included', -totals.discount, false]] as TotalRow[]) : []),
    ['GST', totals.tax, false],
    ['Total', totals.total, true],
  ];
  return <TotalsList rows={rows} />;
}
