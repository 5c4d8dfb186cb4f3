import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ListToolbar } from '../../../components/list-toolbar';
import { PageHeader } from '../../../components/page-header';
import { PageLinks } from '../../../components/table-pagination';
import { useCan } from '../../../lib/session/load-user';
import { FILE_MESSAGES, FILES_PER_PAGE } from '../api/file-types';
import { useFileCategories } from '../api/get-file-categories';
import { ALL_FILES_CATEGORY, type SearchFilesParams, useSearchFiles } from '../api/search-files';
import { FileCategoryPicker } from '../components/file-category-picker';
import { FileGrid, groupFiles } from '../components/file-grid';
import { FileUploader } from '../components/file-uploader';
import { FileCreatorSelect, FileTypeSelect, TYPE_LABELS } from '../components/files-filters';
import { FileViewerDialog } from '../dialogs/file-viewer.dialog';

const INITIAL: SearchFilesParams = { filter: '', category: ALL_FILES_CATEGORY, type: null, staff: [], page: 1 };

/** files: the file store (canAccessFiles). */
export function FilesPage() {
  const [params, setParams] = useState(INITIAL);
  const [viewing, setViewing] = useState<number | null>(null);
  const canManage = useCan('canManageFiles');
  const categories = useFileCategories();
  const search = useSearchFiles(params);
  useEffect(() => {
    document.title = 'Files · Fieldbook';
  }, []);

  const change = (patch: Partial<SearchFilesParams>) => setParams((current) => ({ ...current, page: 1, ...patch }));
  const files = search.data?.files ?? [];
  const groups = groupFiles(files, params.filter !== '');
  const categoryName =
    params.category === ALL_FILES_CATEGORY
      ? null
      : params.category === null
        ? 'Home'
        : (categories.data?.find((category) => category.id === params.category)?.name ?? String(params.category));

  return (
    <>
      <PageHeader title="Files" />
      <Box sx={{ mb: 2 }}>
        <FileUploader category={params.category === ALL_FILES_CATEGORY ? null : params.category} />
      </Box>
      <ListToolbar
        search={params.filter}
        onSearchChange={(filter) => change({ filter })}
        searchPlaceholder="Find Files..."
        searchLabel="Find Files..."
        filters={[
          { key: 'type', label: 'Type', value: params.type, display: params.type ? TYPE_LABELS[params.type] : '' },
          { key: 'category', label: 'Category', value: categoryName },
          ...(canManage ? [{ key: 'staff', label: 'Creator', value: params.staff.length ? params.staff : null }] : []),
        ]}
        onRemoveFilter={(key) => {
          if (key === 'type') change({ type: null });
          if (key === 'category') change({ category: ALL_FILES_CATEGORY });
          if (key === 'staff') change({ staff: [] });
        }}
        onClearFilters={() => change({ type: null, category: ALL_FILES_CATEGORY, staff: [] })}
        actions={
          <>
            <FileTypeSelect value={params.type} onChange={(type) => change({ type })} />
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
        <FileGrid groups={groups} loading={search.isPending} onOpen={(file) => setViewing(file.id)} />
      )}
      <PageLinks
        page={params.page}
        total={search.data?.total ?? 0}
        rowsPerPage={FILES_PER_PAGE}
        onPageChange={(page) => setParams((current) => ({ ...current, page }))}
        disabled={search.isFetching}
      />
      <FileViewerDialog fileId={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
