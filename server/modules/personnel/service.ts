import type { Db } from '../../db/client';
import { badRequest, fieldError, forbidden, notFound } from '../../lib/errors';
import { writeLog } from '../../lib/oplog';
import type { RequestContext } from '../../lib/request-context';
import { idNumberProblem, normalIdNumber } from '@contract/personnel-rules';
import { NOT_OWN, ownCompany, ownCompanyId, scopedCompany, settledCompany } from './caller';
import {
  deletePersonnel,
  findPersonnel,
  findPersonnelByIds,
  idNumberTaken,
  insertPersonnel,
  listPersonnel,
  phoneTaken,
  updatePersonnel,
  type PersonnelValues,
} from './queries';
import { assertEntryDate, guardUnique, presented } from './rules';
import type { PersonnelDelete, PersonnelListQuery, PersonnelSave, PersonnelWebQuery } from './schemas';

async function page(db: Db, companyId: number, query: PersonnelListQuery | PersonnelWebQuery) {
  const result = await listPersonnel(db, companyId, query, query);
  return { list: result.list.map(presented), total: result.total };
}

/** `lists`: the caller's own company's staff. */
export async function ownList(db: Db, ctx: RequestContext, query: PersonnelListQuery) {
  return page(db, await ownCompanyId(db, ctx, query.companyId), query);
}

/** `list/web`: a park operator reads one company's staff, with the company named. */
export async function companyList(db: Db, ctx: RequestContext, query: PersonnelWebQuery) {
  const company = await scopedCompany(db, ctx, query.companyId);
  return { ...(await page(db, company.id, query)), company: { id: company.id, name: company.name, state: company.state } };
}

export async function personnelInfo(db: Db, ctx: RequestContext, id: number) {
  const company = await ownCompany(db, ctx);
  const row = await findPersonnel(db, id);
  if (!row) throw notFound('员工不存在');
  if (row.companyId !== company.id) throw forbidden(NOT_OWN);
  return presented(row);
}

const optional = (text: string | null | undefined) => text?.trim() || null;

function valuesOf(input: PersonnelSave): Omit<PersonnelValues, 'companyId' | 'parkId'> {
  return {
    name: input.name.trim(),
    phone: input.phone,
    department: optional(input.department),
    position: optional(input.position),
    entryDate: input.entryDate,
    education: input.education ?? null,
  };
}

/** `addOrUodate`: adds a staff member (no `id`) or replaces one; the ID number changes only when sent. */
export async function savePersonnel(db: Db, ctx: RequestContext, input: PersonnelSave) {
  const company = await settledCompany(db, ctx, input.companyId);
  const values = valuesOf(input);
  assertEntryDate(values.entryDate ?? '');
  const idNumber = input.idNumber === undefined ? undefined : normalIdNumber(input.idNumber);
  if (idNumber !== undefined) {
    const problem = idNumberProblem(idNumber);
    if (problem) throw fieldError('idNumber', problem);
  } else if (input.id === undefined) throw fieldError('idNumber', '请输入身份证号');
  const id = input.id;

  return guardUnique(() =>
    db.transaction(async (tx) => {
      const before = id === undefined ? null : await findPersonnel(tx, id);
      if (id !== undefined && !before) throw notFound('员工不存在');
      if (before && before.companyId !== company.id) throw forbidden(NOT_OWN);
      if (await phoneTaken(tx, company.id, values.phone, id)) throw fieldError('phone', '手机号已存在');
      if (idNumber && (await idNumberTaken(tx, company.id, idNumber, id))) throw fieldError('idNumber', '身份证号已存在');
      const change = idNumber === undefined ? values : { ...values, idNumber };
      const row = id === undefined
        ? await insertPersonnel(tx, { ...change, companyId: company.id, parkId: company.parkId })
        : await updatePersonnel(tx, id, company.id, change);
      if (!row) throw notFound('员工不存在');
      const after = presented(row);
      await writeLog(tx, ctx, {
        module: 'personnel',
        action: before ? 'update' : 'add',
        target: `${company.name} ${row.name}`,
        parkId: company.parkId,
        before: before ? presented(before) : null,
        after,
      });
      return after;
    }),
  );
}

/** Removes one staff member or several, all of the caller's company, or none. */
export async function removePersonnel(db: Db, ctx: RequestContext, input: PersonnelDelete) {
  const ids = [...new Set([...(input.id === undefined ? [] : [input.id]), ...(input.ids ?? [])])];
  if (ids.length === 0) throw badRequest('请选择要删除的员工');
  const company = await settledCompany(db, ctx);
  const found = await findPersonnelByIds(db, ids);
  if (found.some((row) => row.companyId !== company.id)) throw forbidden(NOT_OWN);
  if (found.length < ids.length) throw notFound('员工不存在或已删除');
  await db.transaction(async (tx) => {
    const removed = await deletePersonnel(tx, company.id, ids);
    // Another call removed some of them meanwhile: nothing is removed here, and the caller reloads.
    if (removed.length < ids.length) throw badRequest('状态已变更，请刷新后重试');
    await writeLog(tx, ctx, {
      module: 'personnel',
      action: 'delete',
      target: `${company.name} ${removed.map((row) => row.name).join('、')}`.slice(0, 200),
      parkId: company.parkId,
      before: removed.map(presented),
    });
  });
  return { deleted: ids.length };
}
