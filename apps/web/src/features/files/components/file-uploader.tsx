import { UploadDropArea } from '../../../components/upload-drop-area';
import { useSystemSettings } from '../../../lib/system/load-system-settings';
import type { FileRecord } from '../api/file-types';
import { useFileUpload } from './use-file-upload';

export interface FileUploaderProps {
  category?: number | null;
  isPublic?: boolean;
  onUploaded?: (files: FileRecord[]) => void;
  accept?: string;
  multiple?: boolean;
}

/** The upload drop area wired to POST /v1/files/upload with its outcome dialogs and notices. */
export function FileUploader({ category, isPublic, onUploaded, accept, multiple }: FileUploaderProps) {
  const settings = useSystemSettings();
  const { upload, batches, dialog } = useFileUpload({ category, isPublic, onUploaded });
  return (
    <>
      <UploadDropArea
        onFiles={(files) => void upload(files)}
        maxFileSizeMb={settings.max_file_size}
        batches={batches}
        accept={accept}
        multiple={multiple}
      />
      {dialog}
    </>
  );
}
