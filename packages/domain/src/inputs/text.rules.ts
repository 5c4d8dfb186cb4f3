/** Characters no text field may hold, refused wherever a request carries text (a 422 per field). */
export const TEXT_MESSAGES = {
  badCharacters: 'Contains characters that are not allowed.',
} as const;

/** A UTF-16 surrogate without its partner: not a character, and not encodable as UTF-8. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * True when the text holds a NUL (PostgreSQL's text and jsonb refuse it) or a lone surrogate (JSON's
 * `\ud800` parses to one; UTF-8 has no encoding for it and jsonb refuses its escape).
 */
export const hasBadCharacters = (text: string): boolean => text.includes('\u0000') || LONE_SURROGATE.test(text);
