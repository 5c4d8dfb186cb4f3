/** The files feature's public face: what other features may use. */
export { FILE_MESSAGES, type FileRecord, fileLabel, filesQueryKey, truncate } from './api/file-types';
export { useFile } from './api/get-file';
export { type UploadOutcome, uploadFiles } from './api/upload-files';
export { FileThumbnail } from './components/file-grid';
export { PhotoField, type PickedImage } from './components/photo-field';
export { SingleFilePicker } from './components/single-file-picker';
export { FileSelectDialog } from './dialogs/file-select.dialog';
export { FileViewerDialog } from './dialogs/file-viewer.dialog';
