import type { Config } from '../config';
import type { FileStore } from './file-store';
import { folderStore } from './file-store-folder';
import { s3Store } from './file-store-s3';

// The store the settings choose (FILE_STORE): the folders on this machine, or the bucket every instance shares.
export function fileStoreFor(config: Config): FileStore {
  if (config.fileStore.kind === 's3') return s3Store(config.fileStore);
  return folderStore({ uploads: config.uploadDir, exports: config.exportDir });
}
