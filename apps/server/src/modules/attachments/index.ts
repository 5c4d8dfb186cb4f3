/** The attachments module's public face: what other modules may use. */
export { attachmentSource } from './attachment.source';
export { copyAttachments, eraseCompanyAttachments, insertAttachments } from './attachments.repository';
export { registerAttachmentRoutes } from './record-attachments.routes';
