import type { ConsultationAsk, ConsultationDetail, SubjectQuery } from '@contract/schemas/consultation';
import { consultationMachine } from '@contract/machines/consultation';
import type { Db } from '../../db/client';
import type { Conn } from '../../lib/db';
import { fieldError, forbidden } from '../../lib/errors';
import { writeLog } from '../../lib/oplog';
import type { RequestContext } from '../../lib/request-context';
import { findListedService, listedServicePage } from '../agency';
import { withUploadNames } from '../files';
import { toAgency, toPark } from './notify';
import { callerCompany } from './parties';
import { findConsultation, insertConsultation, insertEntry, publishedSubject, publishedSubjects } from './queries';
import { detailView } from './view';

const SETTLED = 1;

interface Subject {
  title: string;
  /** An agency's own service goes straight to that agency. */
  mechanismId: number | null;
}

async function subjectOf(conn: Conn, parkId: number, input: Pick<ConsultationAsk, 'subjectType' | 'subjectId'>): Promise<Subject> {
  if (input.subjectType === 'agencyService') {
    const service = await findListedService(conn, input.subjectId);
    if (!service) throw fieldError('subjectId', '咨询的机构服务不存在或已下架');
    return { title: `${service.mechanismName} · ${service.name}`, mechanismId: service.mechanismId };
  }
  const item = await publishedSubject(conn, parkId, input.subjectType, input.subjectId);
  if (!item) throw fieldError('subjectId', input.subjectType === 'policy' ? '咨询的政策不存在或已下架' : '咨询的服务不存在或已下架');
  return { title: item.title, mechanismId: null };
}

// A settled company asks about a published policy or service of its park (or a listed agency's service).
export async function askConsultation(db: Db, ctx: RequestContext, input: ConsultationAsk): Promise<ConsultationDetail> {
  const { user, company } = await callerCompany(db, ctx);
  if (company.state !== SETTLED) throw forbidden('完成入驻后才能发起咨询');
  const question = input.question.trim();
  const id = await db.transaction(async (tx) => {
    const subject = await subjectOf(tx, company.parkId, input);
    const now = new Date();
    const newId = await insertConsultation(tx, {
      parkId: company.parkId, companyId: company.id, subjectType: input.subjectType, subjectId: input.subjectId, subjectTitle: subject.title,
      question, state: consultationMachine.initial('ask', 'front'), waitingSince: now, askedBy: user.id, mechanismId: subject.mechanismId, handedAt: subject.mechanismId ? now : null,
    });
    await insertEntry(tx, { consultationId: newId, parkId: company.parkId, author: 'company', authorId: user.id, authorName: company.name, kind: 'question', body: question, attachments: await withUploadNames(tx, input.attachments ?? []) });
    const target = { id: newId, parkId: company.parkId, companyId: company.id, subjectTitle: subject.title };
    await toPark(tx, target, { kind: 'consultationAsked', title: `${company.name}咨询「${subject.title}」`, body: question.slice(0, 200) });
    if (subject.mechanismId) {
      await toAgency(tx, subject.mechanismId, target, { kind: 'consultationHanded', title: `${company.name}咨询贵机构的服务「${subject.title}」`, body: question.slice(0, 200) });
    }
    await writeLog(tx, ctx, { module: 'consultation', action: 'add', target: subject.title, parkId: company.parkId, after: { id: newId, subjectType: input.subjectType, subjectId: input.subjectId } });
    return newId;
  });
  const row = await findConsultation(db, id);
  if (!row) throw new Error('consultation vanished');
  return detailView(db, row, 'front');
}

// What the company may ask about: published items of its park, or listed agency services, by title.
export async function consultationSubjects(db: Db, ctx: RequestContext, query: SubjectQuery) {
  const { company } = await callerCompany(db, ctx);
  if (query.subjectType === 'agencyService') {
    const page = await listedServicePage(db, { name: query.title, pageSize: 50 });
    return page.list.map((s) => ({ id: s.id, title: `${s.mechanismName} · ${s.name}` }));
  }
  return publishedSubjects(db, company.parkId, query.subjectType, query.title);
}
