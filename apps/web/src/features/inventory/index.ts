/** The inventory feature's public face: what other features may use. */
export { PREFILL_COLUMN_LABELS, TAX_TYPE_LABELS } from './inventory-labels';
export type { LineItemDraft } from './line-items/line-item-types';
export { LineItemsSection } from './line-items/line-items-section';
