// Service consultations (spec §7 v1/ps/policy/consultation*, v1/admin/ps/policy/consultation*; the agency's iv/consultation*).
import { Type, type Static } from 'typebox';
import {
  CONSULTATION_ACTION_KEYS, CONSULTATION_ATTACHMENTS_MAX, CONSULTATION_STATE_KEYS, CONSULTATION_SUBJECT_KEYS, CONSULTATION_TEXT_MAX,
  THREAD_AUTHORS, THREAD_KINDS, type ThreadAuthor, type ThreadKind,
} from '../consultation-states';
import { Body, DateTime, Id, Nullable, Paging, Params, StringEnum, Text } from '../primitives';
import { Attachment } from './content';

const Version = Type.Integer({ minimum: 0, maximum: 2147483647 });
/** A question, reply or follow-up: not blank, at most 2,000 characters, line breaks kept. */
const Message = Text(CONSULTATION_TEXT_MAX, { minLength: 1, nonBlank: true, multiline: true });
const Attachments = Type.Optional(Type.Array(Attachment, { maxItems: CONSULTATION_ATTACHMENTS_MAX }));

export const ConsultationAsk = Body({
  subjectType: StringEnum(CONSULTATION_SUBJECT_KEYS),
  subjectId: Id,
  question: Message,
  attachments: Attachments,
});
export type ConsultationAsk = Static<typeof ConsultationAsk>;

/** A reply (park or agency) or a follow-up (company), from the version the sender saw. */
export const ConsultationPost = Body({ id: Id, version: Version, text: Message, attachments: Attachments });
export type ConsultationPost = Static<typeof ConsultationPost>;

export const ConsultationHand = Body({ id: Id, version: Version, mechanismId: Id, note: Type.Optional(Text(200)) });
export type ConsultationHand = Static<typeof ConsultationHand>;

export const ConsultationClose = Body({ id: Id, version: Version, reason: Type.Optional(Text(200)) });
export type ConsultationClose = Static<typeof ConsultationClose>;

/** The company's own list: `x` of list/{x} is the session's park. */
export const FrontListParams = Params({ parkId: Id });
export const FrontDetailParams = Params({ parkId: Id, id: Id });

export const FrontListQuery = Body({ ...Paging, state: Type.Optional(StringEnum(CONSULTATION_STATE_KEYS)) });
export type FrontListQuery = Static<typeof FrontListQuery>;

export const AgentListQuery = FrontListQuery;
export type AgentListQuery = FrontListQuery;

export const AdminListQuery = Body({
  ...Paging,
  /** The platform admin names a park; an operator's list is its session's park. */
  parkId: Type.Optional(Id),
  state: Type.Optional(StringEnum(CONSULTATION_STATE_KEYS)),
  subjectType: Type.Optional(StringEnum(CONSULTATION_SUBJECT_KEYS)),
  companyName: Type.Optional(Text(50)),
  from: Type.Optional(DateTime),
  to: Type.Optional(DateTime),
  overdue: Type.Optional(Type.Boolean()),
  handed: Type.Optional(Type.Boolean()),
});
export type AdminListQuery = Static<typeof AdminListQuery>;

export const SubjectQuery = Body({ subjectType: StringEnum(CONSULTATION_SUBJECT_KEYS), title: Type.Optional(Text(50)) });
export type SubjectQuery = Static<typeof SubjectQuery>;

export const ConsultationSubjectOption = Type.Object({ id: Type.Integer(), title: Type.String() });
export type ConsultationSubjectOption = Static<typeof ConsultationSubjectOption>;

export const ConsultationRow = Type.Object({
  id: Type.Integer(),
  parkId: Type.Integer(),
  companyId: Type.Integer(),
  companyName: Type.String(),
  subjectType: StringEnum(CONSULTATION_SUBJECT_KEYS),
  subjectId: Type.Integer(),
  subjectTitle: Type.String(),
  question: Type.String(),
  state: StringEnum(CONSULTATION_STATE_KEYS),
  version: Type.Integer(),
  mechanismId: Nullable(Type.Integer()),
  mechanismName: Nullable(Type.String()),
  overdue: Type.Boolean(),
  waitingSince: Nullable(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type ConsultationRow = Static<typeof ConsultationRow>;

export const ThreadEntry = Type.Object({
  id: Type.Integer(),
  author: StringEnum(Object.keys(THREAD_AUTHORS) as ThreadAuthor[]),
  authorName: Type.String(),
  kind: StringEnum(Object.keys(THREAD_KINDS) as ThreadKind[]),
  body: Type.String(),
  attachments: Type.Array(Attachment),
  createdAt: Type.String(),
});
export type ThreadEntry = Static<typeof ThreadEntry>;

export const ConsultationDetail = Type.Object({
  ...ConsultationRow.properties,
  thread: Type.Array(ThreadEntry),
  /** What the caller may do now (the console's buttons). */
  actions: Type.Array(StringEnum(CONSULTATION_ACTION_KEYS)),
});
export type ConsultationDetail = Static<typeof ConsultationDetail>;

export const HandCandidate = Type.Object({ id: Type.Integer(), name: Type.String(), serviceTypes: Type.Array(Type.String()) });
export type HandCandidate = Static<typeof HandCandidate>;
