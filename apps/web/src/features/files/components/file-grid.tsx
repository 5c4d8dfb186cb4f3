import { formatDate } from '@fieldbook/domain/format/en-au';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FILE_MESSAGES, type FileRecord, fileLabel, truncate } from '../api/file-types';

/** Row title truncation (spec section 9). */
const ROW_TITLE_MAX = 40;

export interface FileGroup {
  label: string;
  files: FileRecord[];
}

function ExtensionLabel({ file }: { file: FileRecord }) {
  return (
    <Typography variant="caption" color="text.secondary">
      {file.file_extension.toUpperCase()}
    </Typography>
  );
}

/** Groups by creation date (newest order kept), or one "Search Results" group while searching. */
export function groupFiles(files: readonly FileRecord[], searching: boolean): FileGroup[] {
  if (searching) return files.length > 0 ? [{ label: 'Search Results', files: [...files] }] : [];
  const groups: FileGroup[] = [];
  for (const file of files) {
    const label = formatDate(file.created_at);
    const group = groups.find((existing) => existing.label === label);
    if (group) group.files.push(file);
    else groups.push({ label, files: [file] });
  }
  return groups;
}

export function FileThumbnail({
  file,
  size = 120,
  extension = true,
}: {
  file: FileRecord;
  size?: number;
  /** false where the caller shows the extension itself (outside a button named by the title). */
  extension?: boolean;
}) {
  if (file.signed_thumbnail_url) {
    return (
      <Box
        component="img"
        src={file.signed_thumbnail_url}
        alt=""
        loading="lazy"
        sx={{ width: '100%', height: size, objectFit: 'cover', display: 'block', bgcolor: 'action.hover' }}
      />
    );
  }
  return (
    <Box
      sx={{
        height: size,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'action.hover',
      }}
    >
      <InsertDriveFileOutlined fontSize="large" color="action" aria-hidden />
      {extension && <ExtensionLabel file={file} />}
    </Box>
  );
}

export interface FileGridProps {
  groups: readonly FileGroup[];
  loading?: boolean;
  onOpen: (file: FileRecord) => void;
  /** Extra buttons under a tile (the select dialog's View / Select / Remove). */
  actions?: (file: FileRecord) => ReactNode;
  /** Highlights selected tiles. */
  isSelected?: (file: FileRecord) => boolean;
}

/** Thumbnails in date groups; each tile opens the file. */
export function FileGrid({ groups, loading, onOpen, actions, isSelected }: FileGridProps) {
  if (loading && groups.length === 0) {
    return (
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 2 }}>
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Skeleton key={index} variant="rounded" height={180} />
        ))}
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      {groups.map((group) => (
        <Box component="section" key={group.label} aria-label={group.label}>
          <Typography variant="subtitle2" color="text.secondary" component="h2" sx={{ mb: 1 }}>
            {group.label}
          </Typography>
          <Box
            component="ul"
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 2, m: 0, p: 0 }}
          >
            {group.files.map((file) => {
              const label = fileLabel(file);
              const selected = isSelected?.(file) ?? false;
              return (
                <Box component="li" key={file.id} sx={{ listStyle: 'none' }}>
                  <Card
                    variant="outlined"
                    sx={{
                      position: 'relative',
                      borderColor: selected ? 'primary.main' : undefined,
                      borderWidth: selected ? 2 : 1,
                    }}
                  >
                    <ButtonBase
                      onClick={() => onOpen(file)}
                      aria-label={`Open ${label}`}
                      sx={{ display: 'block', width: '100%', textAlign: 'left' }}
                    >
                      <FileThumbnail file={file} extension={false} />
                      <Typography variant="body2" noWrap title={label} sx={{ px: 1, pt: 1 }}>
                        {truncate(label, ROW_TITLE_MAX)}
                      </Typography>
                    </ButtonBase>
                    {/* Over the thumbnail but outside the button, whose name is "Open <title>" (label in name). */}
                    {!file.signed_thumbnail_url && (
                      <Box
                        sx={{
                          position: 'absolute',
                          top: 78,
                          left: 0,
                          right: 0,
                          textAlign: 'center',
                          pointerEvents: 'none',
                        }}
                      >
                        <ExtensionLabel file={file} />
                      </Box>
                    )}
                    {/* Outside the button: its name is "Open <title>", and all it shows must be in it. */}
                    <Typography variant="caption" color="text.secondary" noWrap component="p" sx={{ px: 1, pb: 1 }}>
                      {file.description?.trim() || FILE_MESSAGES.noDescription}
                    </Typography>
                    {actions && <Box sx={{ display: 'flex', gap: 0.5, px: 1, pb: 1 }}>{actions(file)}</Box>}
                  </Card>
                </Box>
              );
            })}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
