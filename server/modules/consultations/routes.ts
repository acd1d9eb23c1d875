import { consultationCalls } from '@contract/calls/consultations';
import { callRoutes } from '../../lib/call-routes';
import { closeConsultation, followUpConsultation, handConsultation, replyConsultation } from './act';
import { askConsultation, consultationSubjects } from './ask';
import { agencyCandidates, agencyConsultations, companyConsultationDetail, companyConsultations, consultationDetail, parkConsultations } from './read';

export const consultationRoutes = callRoutes(consultationCalls, {
  ask: (db, ctx, { body }) => askConsultation(db, ctx, body),
  subjects: (db, ctx, { body }) => consultationSubjects(db, ctx, body),
  ownList: (db, ctx, { params, body }) => companyConsultations(db, ctx, params.parkId, body),
  own: (db, ctx, { params }) => companyConsultationDetail(db, ctx, params.parkId, params.id),
  followUp: (db, ctx, { body }) => followUpConsultation(db, ctx, body),
  ownClose: (db, ctx, { body }) => closeConsultation(db, ctx, body),
  list: (db, ctx, { body }) => parkConsultations(db, ctx, body),
  detail: (db, ctx, { params }) => consultationDetail(db, ctx, params.id),
  agencies: (db) => agencyCandidates(db),
  reply: (db, ctx, { body }) => replyConsultation(db, ctx, body),
  hand: (db, ctx, { body }) => handConsultation(db, ctx, body),
  close: (db, ctx, { body }) => closeConsultation(db, ctx, body),
  handedList: (db, ctx, { body }) => agencyConsultations(db, ctx, body),
  handed: (db, ctx, { params }) => consultationDetail(db, ctx, params.id),
  handedReply: (db, ctx, { body }) => replyConsultation(db, ctx, body),
});
