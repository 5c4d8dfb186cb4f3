import type { FileRecord } from '../api/file-types';

export function buildFile(overrides: Partial<FileRecord> = {}): FileRecord {
  return {
    id: 11,
    title: 'Site photo',
    description: 'Front of house',
    category_id: null,
    category: null,
    visibility: 'EVERYONE',
    file_name: 'site-photo.jpg',
    file_extension: 'jpg',
    type: 'IMAGE',
    total_file_size: 2_411_724,
    mime_type: 'image/jpeg',
    signed_url: 'https://files.test/site-photo.jpg',
    signed_thumbnail_url: 'https://files.test/site-photo-thumb.jpg',
    dimensions: { width: 1920, height: 1080 },
    attachments_count: 0,
    created_at: '2026-03-05 09:05:00',
    user: { id: 1, name: 'Ada Lovelace' },
    can_edit: true,
    can_delete: true,
    ...overrides,
  };
}

export const uploadEnvelope = (status: 'success' | 'error', files: FileRecord[], failed: unknown[] = []) => ({
  status,
  payload: { files, failed },
  errors: null,
  message: null,
});
