import type { CompanyVersionData, CompanyVersions, VersionModel } from '@contract/schemas/tenancy';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { RequestContext } from '../../lib/request-context';
import { enterpriseForm } from '../enterprise-fields';
import { companyInScope } from './company-access';
import { currentRecord, versionOf, versionsOf } from './version-queries';

/** The audited versions of a company's record, newest first (companyManage-detail-copy picks two of them). */
export async function companyVersions(db: Db, ctx: RequestContext, companyId: number): Promise<CompanyVersions> {
  const company = await companyInScope(db, ctx, companyId);
  const versions = await versionsOf(db, company.id);
  return {
    company: { id: company.id, parkId: company.parkId, name: company.name, state: company.state },
    versions: versions.map((v) => ({ ...v, auditedAt: v.auditedAt.toISOString() })),
  };
}

async function formOf(db: Db, parkId: number): Promise<VersionModel[]> {
  const models = await enterpriseForm(db, parkId);
  return models.map((m) => ({
    moduleKey: m.moduleKey,
    name: m.name,
    fields: m.fields.map((f) => ({ fieldKey: f.fieldKey, label: f.label, type: f.type, kind: f.kind })),
  }));
}

// Version 0 is the record as it is today; any other is the snapshot taken when that audit passed.
export async function companyVersion(db: Db, ctx: RequestContext, companyId: number, version: number): Promise<CompanyVersionData> {
  const company = await companyInScope(db, ctx, companyId);
  const models = await formOf(db, company.parkId);
  if (version === 0) return { companyId: company.id, version, auditedAt: null, data: await currentRecord(db, company.id), models };
  const found = await versionOf(db, company.id, version);
  if (!found) throw notFound('该版本不存在');
  return { companyId: company.id, version, auditedAt: found.auditedAt.toISOString(), data: found.data, models };
}
