/** An appointment's weather as the spec names it (appointment field `climate`). */
export interface Climate {
  /** °C: the day's low when a high is given, else the only figure. */
  temperature: number;
  temperature_high: number | null;
  summary: string;
  /** An icon name the web maps to a glyph: clear, partly-cloudy, cloudy, fog, drizzle, rain, snow, storm. */
  icon: string;
  is_historical: boolean;
}
