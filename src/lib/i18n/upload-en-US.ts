import type { Texts } from '@/lib/i18n/catalogue';
import type { UPLOAD_MESSAGES } from '@/lib/upload-rules';

/** The upload checks' messages in English (the Chinese are src/lib/upload-rules.ts's own). */
export const UPLOAD_MESSAGES_EN: Texts<typeof UPLOAD_MESSAGES> = {
  notImage: 'Please upload an image file',
  imageTooLarge: 'An image cannot be larger than 2 MB',
  notPdf: 'Please upload a PDF file',
  notWordPdf: 'Please upload a jpg, png, pdf, Word or Excel file',
  notImagePdf: 'Please upload an image or a PDF file',
  failed: 'Upload failed',
  tooMany: (max) => `At most ${max} files`,
};
