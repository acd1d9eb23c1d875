import type { Locator } from 'playwright-core';

// A file made in the test, as `setInputFiles` takes it.
interface FileToUpload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

// Chooses `file` in the uploader inside `scope` and returns once the uploader lists it as uploaded (the file service
// answered and the field holds it). Its name shows as soon as it is chosen, while it is still uploading: a form sent
// then is refused for the missing file, and a journey waiting for the next step waits in vain (the check-in journey's
// missed field under load).
export async function upload(scope: Locator, file: FileToUpload): Promise<void> {
  await scope.locator('input[type="file"]').setInputFiles(file);
  await scope.locator('.ant-upload-list-item-done').getByTitle(file.name, { exact: true }).first().waitFor({ state: 'attached', timeout: 20_000 });
}
