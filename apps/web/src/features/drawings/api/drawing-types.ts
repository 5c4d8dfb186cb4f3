import type { DrawingDocument } from '@fieldbook/domain/drawings/drawings.schemas';

export const drawingsQueryKey = ['drawings'] as const;

/** A drawing as lists show it (GET v1/drawings). */
export interface DrawingSummary {
  id: number;
  title: string;
  reference_id: string | null;
  client_id: number | null;
  client_name: string | null;
  appointment_id: number | null;
  signed_thumbnail_url: string;
  archived: boolean;
  can_edit: boolean;
  created_at: string;
  updated_at: string;
}

/** One drawing with its vector document (GET v1/drawings/{id}). */
export interface Drawing extends DrawingSummary {
  document: DrawingDocument;
}

export interface DrawingsPage {
  drawings: DrawingSummary[];
  total: number;
  page: number;
  rows: number;
}
