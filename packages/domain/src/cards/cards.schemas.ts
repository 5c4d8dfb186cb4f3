import { z } from '../zod';

/** A saved card as the panel's tile shows it: brand, last four digits and MM/YYYY expiry. */
export const savedCardSchema = z.object({
  id: z.number(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number(),
  exp_year: z.number(),
  default: z.boolean(),
});
export type SavedCardPayload = z.infer<typeof savedCardSchema>;

/** The card lists: GET v1/cards, v1/clientConnect/cards and what changing one answers. */
export const savedCardsSchema = z.object({ cards: z.array(savedCardSchema) });
export type SavedCards = z.infer<typeof savedCardsSchema>;
