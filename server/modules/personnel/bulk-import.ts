import type { Db } from '../../db/client';
import { writeLog } from '../../lib/oplog';
import type { RequestContext } from '../../lib/request-context';
import { settledCompany } from './caller';
import { checkRows } from './check-rows';
import { insertManyPersonnel, takenKeys } from './queries';
import { guardUnique } from './rules';
import type { PersonnelImportResult } from './schemas';
import { readSheet } from './sheet';

/**
 * Imports a filled template for the caller's company: every row valid → all inserted in one transaction; any bad
 * row → none, and each bad row named with its problems. A file of at most 2,000 rows is checked and written within
 * the call (no background task: a company's staff list is small).
 */
export async function importPersonnel(db: Db, ctx: RequestContext, file: { name: string; content: Buffer }): Promise<PersonnelImportResult> {
  const company = await settledCompany(db, ctx);
  const rows = await readSheet(file.content);
  const { good, errors } = checkRows(rows, await takenKeys(db, company.id));
  if (errors.length) return { state: 'failed', total: rows.length, imported: 0, errors };
  const imported = await guardUnique(() =>
    db.transaction(async (tx) => {
      const count = await insertManyPersonnel(tx, good.map((row) => ({ ...row, companyId: company.id, parkId: company.parkId })));
      await writeLog(tx, ctx, {
        module: 'personnel',
        action: 'import',
        target: `${company.name} 导入员工（${file.name}）`.slice(0, 200),
        parkId: company.parkId,
        after: { count },
      });
      return count;
    }),
  );
  return { state: 'success', total: rows.length, imported, errors: [] };
}
