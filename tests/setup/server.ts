import { beforeEach } from 'vitest';
import { resetDatabase } from '../server/helpers/test-server';

beforeEach(async () => {
  await resetDatabase();
});
