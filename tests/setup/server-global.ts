import { makeRunTempDir } from './run-temp-dir';

export function setup(): () => void {
  return makeRunTempDir('park-server-run-');
}
