import { blankToNull } from '../http/schema-helpers';
import {
  type LineInput,
  markedUpCents,
  type RoundingMethod,
  roundDollars,
  TAX_TYPES,
  type TaxType,
  toCents,
  toDollars,
} from '../money/money.rules';
import { z } from '../zod';
import { INVENTORY_LIMITS, type PrefillColumn } from './inventory.constants';

/** Line item limits (spec sections 5 and 9); a line's mark-up is 0 to 100 % as an item's and a client's. */
export const LINE_LIMITS = {
  quantityMax: 9999,
  unitPriceMax: 99_999,
  discountMax: 100,
  markupMax: INVENTORY_LIMITS.markupMax,
  itemAccountMax: 50,
} as const;

export const LINE_MESSAGES = {
  descriptionRequired: 'The description field is required.',
  quantityInvalid: `The quantity must be a number from 0 to ${LINE_LIMITS.quantityMax}.`,
  unitPriceInvalid: `The unit price must be an amount from 0 to ${LINE_LIMITS.unitPriceMax} in steps of 0.01.`,
  discountInvalid: `The discount must be a percentage from 0 to ${LINE_LIMITS.discountMax}.`,
  taxTypeInvalid: 'The selected tax type is invalid.',
  markupInvalid: `The mark-up must be a percentage from 0 to ${LINE_LIMITS.markupMax}.`,
  itemAccountTooLong: `The account code may not be greater than ${LINE_LIMITS.itemAccountMax} characters.`,
  descriptionForItem: `To save this line as an inventory item its description must be 1 to ${INVENTORY_LIMITS.nameMax} characters on one line.`,
} as const;

const numberOf = (raw: unknown): number | null => {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  const value = Number(raw.trim());
  return Number.isFinite(value) ? value : null;
};

const within = (value: number | null, max: number): value is number => value !== null && value >= 0 && value <= max;

// What the form puts in a field the user left invalid (spec section 5): each has its own fallback.

/** Quantity 0-9999; non-numeric, empty, negative or too large resets to 1. */
export function resetQuantity(raw: unknown): number {
  const value = numberOf(raw);
  return within(value, LINE_LIMITS.quantityMax) ? Math.round(value * 100) / 100 : 1;
}

/** A price 0-99999 (line unit price, selling unit price); anything else resets to 0; valid ones round to the cent. */
export function resetPrice(raw: unknown): number {
  const value = numberOf(raw);
  return within(value, LINE_LIMITS.unitPriceMax) ? roundDollars(value) : 0;
}

/** Discount 0-100 %; invalid or out of range resets to 0. */
export function resetDiscount(raw: unknown): number {
  const value = numberOf(raw);
  return within(value, LINE_LIMITS.discountMax) ? Math.round(value * 100) / 100 : 0;
}

/** Whether an amount has at most two decimals (its cents are whole). */
export const isWholeCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** An amount within 0..max with at most two decimals, refused with one message otherwise. */
export const amountSchema = (max: number, message: string) =>
  z.number({ error: message }).min(0, message).max(max, message).refine(isWholeCents, message);

/** A line item as quotations, invoices and appointment types send it. */
export const lineItemSchema = z.object({
  uuid: z.string().max(64).optional(),
  item_id: z.number().int().positive().nullish(),
  description: z
    .string({ error: LINE_MESSAGES.descriptionRequired })
    .trim()
    .min(1, LINE_MESSAGES.descriptionRequired)
    .max(5000),
  unit_price: amountSchema(LINE_LIMITS.unitPriceMax, LINE_MESSAGES.unitPriceInvalid),
  quantity: amountSchema(LINE_LIMITS.quantityMax, LINE_MESSAGES.quantityInvalid),
  discount_rate: amountSchema(LINE_LIMITS.discountMax, LINE_MESSAGES.discountInvalid),
  tax_type: z.enum(TAX_TYPES, { error: LINE_MESSAGES.taxTypeInvalid }),
  with_tax: z.boolean(),
  /** The accounting account the line is booked to (its code, e.g. "200"); none: the company's sales account. */
  item_account: z.preprocess(
    blankToNull,
    z
      .string({ error: LINE_MESSAGES.itemAccountTooLong })
      .trim()
      .max(LINE_LIMITS.itemAccountMax, LINE_MESSAGES.itemAccountTooLong)
      .nullish(),
  ),
  /** The mark-up the unit price was made with from its inventory item's price (absent: none). */
  marked_up_percentage: amountSchema(LINE_LIMITS.markupMax, LINE_MESSAGES.markupInvalid).optional(),
});
export type LineItem = z.infer<typeof lineItemSchema>;

/**
 * A line's unit price from its inventory item's price and the line's mark-up (percent): the price
 * times (1 + mark-up), rounded once by the company's method (money.rules markedUpCents).
 */
export const markedUpPrice = (itemPrice: number, markupPercent: number, method?: RoundingMethod) =>
  toDollars(markedUpCents(toCents(itemPrice), toCents(markupPercent), method));

/**
 * The mark-up a line chosen from inventory starts with: the client's inventory mark-up when it has
 * one (its own prices), else the item's own markup_percentage.
 */
export const lineMarkupFor = (itemMarkup: number, clientMarkup: number) =>
  clientMarkup > 0 ? clientMarkup : itemMarkup;

/** A line as the money rules compute it (dollars and percentages to whole cents and hundredths). */
export function lineInputOf(
  line: Pick<LineItem, 'unit_price' | 'quantity' | 'discount_rate' | 'tax_type' | 'with_tax'>,
) {
  return {
    unitPriceCents: toCents(line.unit_price),
    quantityHundredths: toCents(line.quantity),
    discountBasisPoints: toCents(line.discount_rate),
    taxType: line.tax_type,
    withTax: line.with_tax,
  } satisfies LineInput;
}

/** The GST choice shows when the line's tax type, or the company's default_gst, is not NONE. */
export const showsGstChoice = (lineTaxType: TaxType, companyDefaultGst: TaxType) =>
  lineTaxType !== 'NONE' || companyDefaultGst !== 'NONE';

/**
 * Saving a line as an inventory item (canManageInventory): the description becomes its name (or
 * its description when the company prefills by DESCRIPTION), at most 50 characters on one line,
 * and its first 30 characters become the code. Answers the problem, or null when it can be saved.
 */
export function lineItemAsInventoryProblem(description: string, prefillColumn: PrefillColumn): string | null {
  const text = description.trim();
  if (text === '') return LINE_MESSAGES.descriptionForItem;
  if (prefillColumn === 'DESCRIPTION') return null;
  return text.length > INVENTORY_LIMITS.nameMax || /[\r\n]/.test(text) ? LINE_MESSAGES.descriptionForItem : null;
}

/** The new item's code and name or description from a line's description. */
export function inventoryFieldsOfLine(description: string, prefillColumn: PrefillColumn) {
  const text = description.trim();
  const firstLine = text.split(/\r?\n/)[0] ?? '';
  return {
    code: firstLine.slice(0, INVENTORY_LIMITS.codeMax).trim(),
    name: firstLine.slice(0, INVENTORY_LIMITS.nameMax).trim(),
    description: prefillColumn === 'DESCRIPTION' ? text.slice(0, INVENTORY_LIMITS.nameMax) : null,
  };
}
