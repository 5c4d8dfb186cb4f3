import { z } from '../zod';

/**
 * A drawn signature travels as a PNG data URL. The pad is 150 px high and at most 350 wide
 * (platform, shared inputs), drawn at the screen's device pixels: the limits leave room for a
 * ratio of 5 (a zoomed or very dense screen) and nothing like a photo.
 */
export const SIGNATURE_LIMITS = { maxChars: 280_000, maxWidth: 1750, maxHeight: 750 } as const;

export const SIGNATURE_MESSAGES = {
  invalid: 'The signature must be a PNG image.',
  tooLarge: 'The signature is too large.',
} as const;

const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

/**
 * A signature's data URL as text: present (`required` when missing), within the size, base64 under
 * `data:image/png`. Only the server can tell whether the bytes are a PNG (apps/server signature-image).
 */
export const signatureDataUrlSchema = (required: string) =>
  z
    .string({ error: required })
    .min(1, { message: required, abort: true })
    .max(SIGNATURE_LIMITS.maxChars, { message: SIGNATURE_MESSAGES.tooLarge, abort: true })
    .regex(PNG_DATA_URL, SIGNATURE_MESSAGES.invalid);
