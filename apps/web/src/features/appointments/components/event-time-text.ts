/** A wall-clock time as FullCalendar's formatters receive it (its VerboseFormattingData's start and end). */
interface WallClock {
  /** The wall-clock time as a UTC date (FullCalendar's marker). */
  marker: Date;
  hour: number;
  minute: number;
}

const clock = ({ hour, minute }: WallClock) => `${hour % 12 || 12}:${String(minute).padStart(2, '0')}`;

/**
 * An appointment's time in the week and day views, as FullCalendar's own format for them writes it in
 * en-AU ("9:00 – 10:30": 12-hour, without the am/pm the time axis beside it shows; one time where start
 * and end are the same). Written here, not by Intl: its formatRangeToParts for each of a week's 500
 * appointments took 18–35 ms in Chromium here, against ~1 ms for this (bench/README.md, "thirteenth pass").
 */
export function eventTimeText({ start, end }: { start: WallClock; end?: WallClock | null }): string {
  if (end == null || end.marker.getTime() === start.marker.getTime()) return clock(start);
  return `${clock(start)} – ${clock(end)}`;
}
