/** The files module's public face: what other modules may use. */

export { countFiles, type FileDetail, fileDetail, findFiles, readFileDetail, visibleTo } from './files.repository';
export { filesRoutes } from './files.routes';
export { type FilesService, filesServiceOf, viewerOf, visibleSubjectTypes } from './files.service';
export {
  insertStoredFile,
  putUpload,
  removeStoredContent,
  type StoredContent,
  type UploadCandidate,
} from './files-store';
export { readOneUpload, withOneUpload } from './files-upload';
export { checkProfileImage, profileImageLinks } from './profile-images';
export { readSignature } from './signature-image';
export { contentDisposition, createLinkSigner, type LinkSigner } from './signed-links';
