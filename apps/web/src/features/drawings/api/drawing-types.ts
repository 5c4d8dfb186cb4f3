import type {
  DrawingPayload,
  DrawingSummaryPayload,
  DrawingsPagePayload,
} from '@fieldbook/domain/drawings/drawings.schemas';

export const drawingsQueryKey = ['drawings'] as const;

/** A drawing as lists show it (GET v1/drawings). */
export type DrawingSummary = DrawingSummaryPayload;

/** One drawing with its vector document (GET v1/drawings/{id}). */
export type Drawing = DrawingPayload;

export type DrawingsPage = DrawingsPagePayload;
