/** Default of a picker that cannot be cleared (platform section 5); also the theme's primary. */
export const DEFAULT_COLOUR = '#027be3';
export const TRANSPARENT = 'transparent';
/** Colour keys that follow the theme instead of naming a colour (platform section 3). */
export const DYNAMIC_COLOURS = ['primary', 'accent'] as const;
export type DynamicColour = (typeof DYNAMIC_COLOURS)[number];
/** Above this brightness (0-255) text on the colour is black, otherwise white. */
export const TEXT_BRIGHTNESS_THRESHOLD = 170;
export const COLOUR_MESSAGES = { invalid: 'Enter a valid hex colour, e.g. #027be3' } as const;

/** The swatches of the Palette tab. */
export const COLOUR_PALETTE = [
  '#027be3',
  '#26a69a',
  '#9c27b0',
  '#21ba45',
  '#c10015',
  '#31ccec',
  '#f2c037',
  '#f44336',
  '#e91e63',
  '#673ab7',
  '#3f51b5',
  '#2196f3',
  '#03a9f4',
  '#00bcd4',
  '#009688',
  '#4caf50',
  '#8bc34a',
  '#cddc39',
  '#ffeb3b',
  '#ffc107',
  '#ff9800',
  '#ff5722',
  '#795548',
  '#9e9e9e',
  '#607d8b',
  '#000000',
  '#ffffff',
] as const;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Only # with 3 or 6 hex digits is a valid hex colour. */
export function isHexColour(value: string | null | undefined): boolean {
  return typeof value === 'string' && HEX.test(value);
}

export function isDynamicColour(value: string | null | undefined): value is DynamicColour {
  return (DYNAMIC_COLOURS as readonly string[]).includes(value ?? '');
}

/** A stored colour value: hex, "transparent", or a dynamic key. */
export function isColourValue(value: string | null | undefined): boolean {
  return isHexColour(value) || value === TRANSPARENT || isDynamicColour(value);
}

/** The manual input mask: "#" then at most 6 hex digits; anything else typed is dropped. */
export function maskHexInput(text: string): string {
  return `#${text.replace(/[^0-9a-f]/gi, '').slice(0, 6)}`;
}

/** "#AbC" → "#aabbcc"; a 6-digit hex is lower-cased; anything else gives null. */
export function expandHex(value: string): string | null {
  if (!isHexColour(value)) return null;
  const digits = value.slice(1).toLowerCase();
  return `#${digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits}`;
}

/**
 * The value a picker shows: a non-clearable picker falls back to DEFAULT_COLOUR when empty or
 * invalid; a clearable one keeps null.
 */
export function pickerColour(value: string | null | undefined, clearable: boolean): string | null {
  if (value && isColourValue(value)) return value;
  return clearable ? null : DEFAULT_COLOUR;
}

/** Resolves a stored value to hex; dynamic keys use the given theme colours, transparent gives null. */
export function resolveColour(
  value: string | null | undefined,
  theme: Readonly<Record<DynamicColour, string>> = { primary: DEFAULT_COLOUR, accent: '#9c27b0' },
): string | null {
  if (isDynamicColour(value)) return expandHex(theme[value]);
  return value ? expandHex(value) : null;
}

/** Perceived brightness 0-255 (the W3C formula: (299 R + 587 G + 114 B) / 1000). */
export function colourBrightness(hex: string): number {
  const full = expandHex(hex);
  if (!full) return 255;
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ];
  return (r * 299 + g * 587 + b * 114) / 1000;
}

/** Black text on light colours (brightness above 170), white on dark ones; black on transparent. */
export function textColourFor(value: string | null | undefined): 'black' | 'white' {
  const hex = resolveColour(value);
  if (!hex) return 'black';
  return colourBrightness(hex) > TEXT_BRIGHTNESS_THRESHOLD ? 'black' : 'white';
}
