import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ListToolbar } from '../../../components/list-toolbar';
import { PageLinks } from '../../../components/table-pagination';
import { useMinWidth } from '../../../components/use-responsive';
import { useCan } from '../../../lib/session/load-user';
import { FILE_MESSAGES, FILES_PER_PAGE, type FileRecord, type FileType } from '../api/file-types';
import { ALL_FILES_CATEGORY, type SearchFilesParams, useSearchFiles } from '../api/search-files';
import { FileCategoryPicker } from '../components/file-category-picker';
import { FileGrid, groupFiles } from '../components/file-grid';
import { FileUploader } from '../components/file-uploader';
import { FileCreatorSelect, FileTypeSelect } from '../components/files-filters';
import { FileViewerDialog } from './file-viewer.dialog';

/** Single mode confirms this long after the pick (spec section 9). */
export const SINGLE_SELECT_CONFIRM_MS = 150;

export interface FileSelectDialogProps {
  open: boolean;
  onClose: () => void;
  /** The chosen files. */
  onSelect: (files: FileRecord[]) => void;
  /** 1: single mode; 0: unlimited. */
  max?: number;
  /** Restricts the type (null, DOCUMENT or IMAGE). */
  type?: Exclude<FileType, 'OTHER'> | null;
  /** Restricts the extension (e.g. 'pdf'). */
  extension?: string | null;
}

const fits = (file: FileRecord, type: FileSelectDialogProps['type'], extension: string | null | undefined) =>
  (!type || file.type === type) && (!extension || file.file_extension.toLowerCase() === extension.toLowerCase());

/** "Select File(s)": search, upload and pick stored files. */
export function FileSelectDialog({ open, onClose, onSelect, max = 1, type = null, extension }: FileSelectDialogProps) {
  const titleId = useId();
  const fullScreen = !useMinWidth(1024);
  const canManage = useCan('canManageFiles');
  const [params, setParams] = useState<SearchFilesParams>({
    filter: '',
    category: ALL_FILES_CATEGORY,
    type,
    staff: [],
    extension,
    page: 1,
  });
  const [selected, setSelected] = useState<FileRecord[]>([]);
  const [viewing, setViewing] = useState<number | null>(null);
  const search = useSearchFiles(params, open);
  const single = max === 1;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  useEffect(() => {
    if (!open) setSelected([]);
  }, [open]);

  const change = (patch: Partial<SearchFilesParams>) => setParams((current) => ({ ...current, page: 1, ...patch }));
  const isSelected = (file: FileRecord) => selected.some((item) => item.id === file.id);
  const full = max > 0 && selected.length >= max;

  const confirm = (files: FileRecord[]) => {
    onSelect(files);
    onClose();
  };
  const pick = (file: FileRecord) => {
    if (single) {
      setSelected([file]);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => confirm([file]), SINGLE_SELECT_CONFIRM_MS);
      return;
    }
    setSelected((current) => {
      if (current.some((item) => item.id === file.id)) return current.filter((item) => item.id !== file.id);
      if (max > 0 && current.length >= max) return current;
      return [...current, file];
    });
  };
  const uploaded = (files: FileRecord[]) => {
    const usable = files.filter((file) => fits(file, type, extension));
    if (single) {
      if (usable.length === 1 && usable[0]) setSelected([usable[0]]);
      return;
    }
    setSelected((current) => {
      const next = [...current];
      for (const file of usable) {
        if (max > 0 && next.length >= max) break;
        if (!next.some((item) => item.id === file.id)) next.push(file);
      }
      return next;
    });
  };

  const files = search.data?.files ?? [];
  const title = type === 'IMAGE' ? 'Select Image(s)' : 'Select File(s)';

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullScreen={fullScreen} maxWidth="lg" fullWidth>
      <Box sx={{ display: 'flex', alignItems: 'center', pr: 3 }}>
        <DialogTitle id={titleId} sx={{ flex: 1 }}>
          {title}
        </DialogTitle>
        {max > 1 && (
          <Typography component="span" color="text.secondary" aria-label="Selected count">
            {selected.length}/{max}
          </Typography>
        )}
      </Box>
      <DialogContent dividers>
        <FileUploader
          category={params.category === ALL_FILES_CATEGORY ? null : params.category}
          onUploaded={uploaded}
          multiple={!single}
          accept={type === 'IMAGE' ? 'image/*' : undefined}
        />
        <ListToolbar
          search={params.filter}
          onSearchChange={(filter) => change({ filter })}
          searchPlaceholder="Find Files..."
          searchLabel="Find Files..."
          actions={
            <>
              {!type && <FileTypeSelect value={params.type} onChange={(next) => change({ type: next })} />}
              <FileCategoryPicker value={params.category} onChange={(category) => change({ category })} allowAll />
              {canManage && (
                <FileCreatorSelect value={params.staff} onChange={(staff) => change({ staff })} files={files} />
              )}
            </>
          }
        />
        {search.isSuccess && files.length === 0 ? (
          <EmptyState title={FILE_MESSAGES.noFiles} />
        ) : (
          <FileGrid
            groups={groupFiles(files, params.filter !== '')}
            loading={search.isPending}
            onOpen={(file) => setViewing(file.id)}
            isSelected={isSelected}
            actions={(file) => (
              <>
                <Button size="small" onClick={() => setViewing(file.id)}>
                  View File...
                </Button>
                {isSelected(file) && !single ? (
                  <Button size="small" color="error" onClick={() => pick(file)}>
                    Remove
                  </Button>
                ) : (
                  <Button
                    size="small"
                    variant="contained"
                    disabled={(!single && full) || !fits(file, type, extension)}
                    onClick={() => pick(file)}
                  >
                    Select
                  </Button>
                )}
              </>
            )}
          />
        )}
        <PageLinks
          page={params.page}
          total={search.data?.total ?? 0}
          rowsPerPage={FILES_PER_PAGE}
          onPageChange={(page) => setParams((current) => ({ ...current, page }))}
          disabled={search.isFetching}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        {!single && (
          <Button variant="contained" disabled={selected.length === 0} onClick={() => confirm(selected)}>
            Select {selected.length} file(s)
          </Button>
        )}
      </DialogActions>
      <FileViewerDialog fileId={viewing} onClose={() => setViewing(null)} />
    </Dialog>
  );
}
