import type { AgencyStrength } from '@contract/schemas/agency';
import type { Db } from '../../db/client';
import { requireUser } from '../../lib/access';
import { fieldError, forbidden, notFound } from '../../lib/errors';
import { writeLog } from '../../lib/oplog';
import type { RequestContext } from '../../lib/request-context';
import { agencyRecord } from './profile';
import { findStrength, saveStrength } from './strength-queries';

const FILE_PATTERN = /\.(png|jpe?g|gif|bmp|webp|pdf)$/i;
const IMAGE_PATTERN = /\.(png|jpe?g|gif|bmp|webp)$/i;

function ownId(ctx: RequestContext): number {
  const user = requireUser(ctx.user);
  if (user.mechanismId === null) throw notFound('未找到该账号所属的服务机构');
  return user.mechanismId;
}

// Photos and case images are pictures; certificates are pictures or PDFs (the file service checked the bytes).
function checkFiles(strength: AgencyStrength): void {
  const path = (url: string) => url.split('?')[0] ?? '';
  const member = strength.members.findIndex((m) => m.photo && !IMAGE_PATTERN.test(path(m.photo)));
  if (member >= 0) throw fieldError(`members.${member}.photo`, '成员照片请上传图片');
  const certificate = strength.qualifications.findIndex((q) => q.files.some((f) => !FILE_PATTERN.test(path(f))));
  if (certificate >= 0) throw fieldError(`qualifications.${certificate}.files`, '资质证书请上传图片或PDF文件');
  const shown = strength.cases.findIndex((c) => c.images.some((f) => !IMAGE_PATTERN.test(path(f))));
  if (shown >= 0) throw fieldError(`cases.${shown}.images`, '案例图片请上传图片');
}

export async function ownStrength(db: Db, ctx: RequestContext): Promise<AgencyStrength> {
  return findStrength(db, ownId(ctx));
}

// Others read an agency's strength as they read its profile: manage users always, anyone once approved and listed.
export async function agencyStrengthOf(db: Db, ctx: RequestContext, id: number): Promise<AgencyStrength> {
  const user = requireUser(ctx.user);
  const row = await agencyRecord(db, id);
  if (user.hostKey !== 'manage' && user.mechanismId !== id && (row.state !== 'approved' || !row.listed)) throw forbidden();
  return findStrength(db, id);
}

// The agency saves its strength whole; it is shown as saved (no audit: it describes, it does not list anything).
export async function saveOwnStrength(db: Db, ctx: RequestContext, input: AgencyStrength): Promise<AgencyStrength> {
  const id = ownId(ctx);
  checkFiles(input);
  const agency = await agencyRecord(db, id);
  const before = await findStrength(db, id);
  await db.transaction(async (tx) => {
    await saveStrength(tx, id, input);
    await writeLog(tx, ctx, {
      module: 'agency', action: 'update', target: agency.name,
      before: { members: before.members.length, qualifications: before.qualifications.length, cases: before.cases.length },
      after: { members: input.members.length, qualifications: input.qualifications.length, cases: input.cases.length },
    });
  });
  return findStrength(db, id);
}
