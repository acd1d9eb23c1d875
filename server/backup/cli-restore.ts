import { DataDirLockedError } from '../db/data-dir-lock';
import { restoreBackup } from './restore';
import { BackupRefused } from './snapshot';

// npm run restore -- <backup folder> <new or empty data folder>
async function main(): Promise<void> {
  const [archive, target] = process.argv.slice(2);
  if (!archive || !target) throw new BackupRefused('用法：npm run restore -- <备份目录> <新的或空的数据目录>');
  const { target: restored, manifest } = await restoreBackup(archive, target);
  console.log(
    `已恢复 ${manifest.takenAt} 的备份到 ${restored}（上传文件 ${manifest.uploads.length} 个，均已校验）\n` +
      `启动：DATA_DIR=${restored} npm start（上传文件在 ${restored}/uploads，若另设 UPLOAD_DIR 请把它们移过去）`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof BackupRefused || err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
});
