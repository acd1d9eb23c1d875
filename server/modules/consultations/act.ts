import { consultationMachine, type ConsultationAction } from '@contract/machines/consultation';
import type { ConsultationClose, ConsultationDetail, ConsultationHand, ConsultationPost } from '@contract/schemas/consultation';
import type { Db } from '../../db/client';
import type { Conn } from '../../lib/db';
import { badRequest, fieldError, forbidden } from '../../lib/errors';
import { transition } from '../../lib/transition';
import type { RequestContext } from '../../lib/request-context';
import { withUploadNames } from '../files';
import { toAgency, toCompany, toPark } from './notify';
import { partyOf, stale, type Party } from './parties';
import { CONSULTATION_ROWS, displayNameOf, findConsultation, insertEntry, listedAgencyName, mechanismName, type ConsultationChange } from './queries';
import { detailView } from './view';

// Checks the caller may take the action now: the version first (a concurrent change wins), then the contract's table.
function allow(party: Party, action: ConsultationAction, version: number): void {
  const { row, host } = party;
  if (version !== row.version) throw stale();
  if (!consultationMachine.takes(host, action)) throw forbidden();
  const verdict = consultationMachine.verdict(row.state, action, host);
  if (!verdict.ok) throw badRequest(verdict.reason);
}

async function authorOf(tx: Conn, party: Party) {
  if (party.host === 'front') return { author: 'company', authorName: party.row.companyName };
  if (party.host === 'agent') return { author: 'agency', authorName: await mechanismName(tx, party.row.mechanismId ?? 0) };
  return { author: 'park', authorName: `园区运营 ${await displayNameOf(tx, party.user.id)}`.trim() };
}

async function transit(db: Db, ctx: RequestContext, party: Party, action: ConsultationAction, change: ConsultationChange, after: (tx: Conn) => Promise<void>) {
  const { row } = party;
  await db.transaction(async (tx) => {
    const moved = await transition(tx, CONSULTATION_ROWS, row, change, {
      history: after,
      log: {
        ctx,
        entry: {
          module: 'consultation', action, target: row.subjectTitle, parkId: row.parkId,
          before: { id: row.id, state: row.state }, after: { state: change.state ?? row.state, ...(change.mechanismId ? { mechanismId: change.mechanismId } : {}) },
        },
      },
    });
    if (!moved) throw stale();
  });
  const moved = await findConsultation(db, row.id);
  if (!moved) throw new Error('consultation vanished');
  return detailView(db, moved, party.host);
}

// The park or the agency it was handed to answers; the company is told.
export async function replyConsultation(db: Db, ctx: RequestContext, input: ConsultationPost): Promise<ConsultationDetail> {
  const party = await partyOf(db, ctx, input.id);
  allow(party, 'reply', input.version);
  const text = input.text.trim();
  return transit(db, ctx, party, 'reply', { state: 'answered', waitingSince: null }, async (tx) => {
    const who = await authorOf(tx, party);
    await insertEntry(tx, { consultationId: party.row.id, parkId: party.row.parkId, ...who, authorId: party.user.id, kind: 'reply', body: text, attachments: await withUploadNames(tx, input.attachments ?? []) });
    await toCompany(tx, party.row, { kind: 'consultationAnswered', title: `您的咨询「${party.row.subjectTitle}」已答复`, body: text.slice(0, 200) });
  });
}

// The company asks again after an answer: the park (and the agency it was handed to) owes another one.
export async function followUpConsultation(db: Db, ctx: RequestContext, input: ConsultationPost): Promise<ConsultationDetail> {
  const party = await partyOf(db, ctx, input.id);
  allow(party, 'followUp', input.version);
  const text = input.text.trim();
  return transit(db, ctx, party, 'followUp', { state: 'followUp', waitingSince: new Date() }, async (tx) => {
    const { row } = party;
    await insertEntry(tx, { consultationId: row.id, parkId: row.parkId, author: 'company', authorId: party.user.id, authorName: row.companyName, kind: 'followUp', body: text, attachments: await withUploadNames(tx, input.attachments ?? []) });
    const draft = { kind: 'consultationFollowedUp' as const, title: `${row.companyName}追问「${row.subjectTitle}」`, body: text.slice(0, 200) };
    await toPark(tx, row, draft);
    if (row.mechanismId) await toAgency(tx, row.mechanismId, row, draft);
  });
}

// The park hands the question to a listed agency, which may then answer in the thread.
export async function handConsultation(db: Db, ctx: RequestContext, input: ConsultationHand): Promise<ConsultationDetail> {
  const party = await partyOf(db, ctx, input.id);
  allow(party, 'hand', input.version);
  if (party.row.mechanismId === input.mechanismId) throw fieldError('mechanismId', '该咨询已转交给这家机构');
  const name = await listedAgencyName(db, input.mechanismId);
  if (!name) throw fieldError('mechanismId', '只能转交给已上架的服务机构');
  const note = input.note?.trim() ?? '';
  return transit(db, ctx, party, 'hand', { mechanismId: input.mechanismId, handedAt: new Date() }, async (tx) => {
    const { row } = party;
    await insertEntry(tx, { consultationId: row.id, parkId: row.parkId, author: 'event', authorId: party.user.id, authorName: '园区运营', kind: 'handed', body: note ? `已转交给${name}：${note}` : `已转交给${name}` });
    await toAgency(tx, input.mechanismId, row, { kind: 'consultationHanded', title: `园区转交了${row.companyName}的咨询「${row.subjectTitle}」`, body: note || null });
  });
}

// The company or the park closes it; when the park closes, the company is told.
export async function closeConsultation(db: Db, ctx: RequestContext, input: ConsultationClose): Promise<ConsultationDetail> {
  const party = await partyOf(db, ctx, input.id);
  allow(party, 'close', input.version);
  const reason = input.reason?.trim() ?? '';
  return transit(db, ctx, party, 'close', { state: 'closed', waitingSince: null }, async (tx) => {
    const who = await authorOf(tx, party);
    await insertEntry(tx, { consultationId: party.row.id, parkId: party.row.parkId, author: 'event', authorId: party.user.id, authorName: who.authorName, kind: 'closed', body: reason ? `${who.authorName}关闭了咨询：${reason}` : `${who.authorName}关闭了咨询` });
    if (party.host === 'manage') await toCompany(tx, party.row, { kind: 'consultationClosed', title: `您的咨询「${party.row.subjectTitle}」已关闭`, body: reason || null });
  });
}
