import { z } from '../zod';

/** An appointment's weather as the spec names it (appointment field `climate`). */
export const climateSchema = z.object({
  /** °C: the day's low when a high is given, else the only figure. */
  temperature: z.number(),
  temperature_high: z.number().nullable(),
  summary: z.string(),
  /** An icon name the web maps to a glyph: clear, partly-cloudy, cloudy, fog, drizzle, rain, snow, storm. */
  icon: z.string(),
  is_historical: z.boolean(),
});
export type Climate = z.infer<typeof climateSchema>;
