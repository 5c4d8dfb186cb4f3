import { documentTotalRows } from '@fieldbook/domain/documents/documents.rules';
import { lineInputOf } from '@fieldbook/domain/inventory/line-item.rules';
import { documentTotals } from '@fieldbook/domain/money/money.rules';
import { useCompanySettings } from '../../../lib/session/load-user';
import type { LineItemDraft } from '../../inventory/index';
import { TotalsList } from './totals-list';

/**
 * The form's totals as the lines stand, by the company's rounding method and GST registration (the
 * same rules the server saves with, so what is shown here is what the document will say).
 */
export function DocumentFormTotals({ lines }: { lines: LineItemDraft[] }) {
  const { rounding_method, gst_registered } = useCompanySettings();
  const totals = documentTotals(lines.map(lineInputOf), rounding_method, gst_registered);
  return <TotalsList rows={documentTotalRows(totals, { gstRegistered: gst_registered })} />;
}
