/**
 * The new-card form's expiry, typed as MM/YY (or MM/YYYY): the slash comes by itself.
 *
 * `typed` is the field's text after a keystroke or a paste, `previous` its text before. Digits are
 * kept (a pasted "12 / 2028" too), a slash goes after the month once the year starts, a month
 * typed as one digit above 1 (or followed by a slash) gets its leading zero, and a backspace over
 * the slash takes the month's last digit with it, as it would if the slash were not there.
 */
export function typedCardExpiry(previous: string, typed: string): string {
  const slash = previous.indexOf('/');
  const slashDeleted =
    slash > 0 && slash < previous.length - 1 && typed === previous.slice(0, slash) + previous.slice(slash + 1);
  const text = slashDeleted ? previous.slice(0, slash - 1) + previous.slice(slash + 1) : typed;
  const digits = (value: string) => value.replace(/\D/g, '');
  const cut = text.indexOf('/');
  let month = digits(cut < 0 ? text : text.slice(0, cut));
  let year = cut < 0 ? '' : digits(text.slice(cut + 1));
  // A month of more than two digits carries on into the year (typed "1228", pasted "122028").
  year = month.slice(2) + year;
  month = month.slice(0, 2);
  if (month.length === 1 && (Number(month) > 1 || (cut >= 0 && month !== '0'))) month = `0${month}`;
  year = year.slice(0, 4);
  if (year) return `${month}/${year}`;
  // A slash the user typed after a whole month stays, so "12/" reads as they typed it.
  return cut >= 0 && month.length === 2 && !slashDeleted ? `${month}/` : month;
}

/** MM/YY or MM/YYYY → the month and the four-digit year; null when it is not a month and year. */
export function parseCardExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]?.length === 2 ? `20${match[2]}` : match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}
