import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useSnackbar } from '../../../components/notices';
import type { UploadBatch } from '../../../components/upload-drop-area';
import { useSystemSettings } from '../../../lib/system/load-system-settings';
import { FILE_MESSAGES, type FileRecord, filesQueryKey, UPLOAD_FOLLOW_UP_MS } from '../api/file-types';
import { type UploadOutcome, uploadFiles } from '../api/upload-files';
import { type UploadProblem, UploadResultDialog } from './upload-result-dialog';

export interface UseFileUploadOptions {
  category?: number | null;
  isPublic?: boolean;
  /** The uploaded event: 1 s after a full success; at once with the uploaded part of a partial one. */
  onUploaded?: (files: FileRecord[]) => void;
}

export interface FileUpload {
  upload: (files: File[]) => Promise<UploadOutcome>;
  batches: UploadBatch[];
  /** The Error / "Files failed to upload" dialog; render it once. */
  dialog: ReactNode;
}

/** Sends files with the system settings' limits and shows the outcome (platform section 8 upload messages). */
export function useFileUpload({ category, isPublic, onUploaded }: UseFileUploadOptions = {}): FileUpload {
  const settings = useSystemSettings();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [batches, setBatches] = useState<UploadBatch[]>([]);
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const nextId = useRef(1);
  const latest = useRef(onUploaded);
  latest.current = onUploaded;
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const upload = useCallback(
    async (files: File[]) => {
      const id = nextId.current++;
      const label = `Uploading ${files.length} file${files.length === 1 ? '' : 's'}`;
      const setProgress = (progress: number) =>
        setBatches((current) => current.map((batch) => (batch.id === id ? { ...batch, progress } : batch)));
      const limits = {
        uploadLimit: settings.upload_limit,
        maxFileSizeMb: settings.max_file_size,
        postMaxSizeMb: settings.post_max_size,
      };
      const outcome = await uploadFiles(files, {
        category,
        isPublic,
        limits,
        onProgress: (progress) => {
          setBatches((current) =>
            current.some((batch) => batch.id === id) ? current : [...current, { id, progress: 0, label }],
          );
          setProgress(progress);
        },
      });
      setBatches((current) => current.filter((batch) => batch.id !== id));
      switch (outcome.kind) {
        case 'uploaded': {
          enqueueSnackbar(FILE_MESSAGES.uploaded(outcome.files.length), { variant: 'success' });
          void queryClient.invalidateQueries({ queryKey: [...filesQueryKey, 'search'] });
          const timer = setTimeout(() => {
            timers.current.delete(timer);
            latest.current?.(outcome.files);
          }, UPLOAD_FOLLOW_UP_MS);
          timers.current.add(timer);
          break;
        }
        case 'partial':
          setProblem({ kind: 'partial', uploaded: outcome.files.length, failed: outcome.failed });
          if (outcome.files.length > 0) {
            void queryClient.invalidateQueries({ queryKey: [...filesQueryKey, 'search'] });
            latest.current?.(outcome.files);
          }
          break;
        case 'too-many':
          setProblem({ kind: 'error', message: outcome.message, lines: [] });
          break;
        case 'invalid':
          setProblem({ kind: 'error', message: outcome.message, lines: outcome.lines });
          break;
        default:
          enqueueSnackbar(outcome.message, { variant: 'error', preventDuplicate: true });
      }
      return outcome;
    },
    [category, isPublic, settings, enqueueSnackbar, queryClient],
  );

  return { upload, batches, dialog: <UploadResultDialog problem={problem} onClose={() => setProblem(null)} /> };
}
