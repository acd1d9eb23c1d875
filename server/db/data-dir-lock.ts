import fs from 'node:fs';
import path from 'node:path';

// PGlite does not lock its folder; two servers on one folder would corrupt it, so we lock it ourselves.
export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          // already gone: nothing to release
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(fs.readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `数据目录 ${dataDir} 已被另一个园区服务（进程 ${owner}）使用，不能重复启动。请先停止它，或用 DATA_DIR 指定其他目录。`,
        );
      }
      fs.unlinkSync(lockFile);
    }
  }
  throw new DataDirLockedError(`无法锁定数据目录 ${dataDir}`);
}
