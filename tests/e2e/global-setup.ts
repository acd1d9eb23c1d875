import fs from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Browser tests need Debian's Chromium; under CI a missing browser fails the run instead of skipping it.
export function setup(): void {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    const msg = `Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium fonts-noto-cjk`;
    if (process.env.CI) throw new Error(msg);
    console.warn(msg);
  }
}
