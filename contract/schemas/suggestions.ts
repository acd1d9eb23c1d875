// Company suggestions (spec §7 v1/admin/ps/aspirations; front v1/ps/aspirations).
import { Type, type Static } from 'typebox';
import { SUGGESTION_CATEGORY_KEYS, SUGGESTION_REPLY_MAX, SUGGESTION_STATE_KEYS, SUGGESTION_TEXT_MAX } from '../suggestions';
import { Body, DateTime, Id, Int, Nullable, Paging, StringEnum, Text } from '../primitives';
import { FileRef as Attachment } from './files';

const Version = Int(0, 2147483647);

export const SuggestionSubmit = Body({
  category: StringEnum(SUGGESTION_CATEGORY_KEYS),
  content: Text(SUGGESTION_TEXT_MAX, { minLength: 1, nonBlank: true, multiline: true }),
  attachments: Type.Optional(Type.Array(Attachment, { maxItems: 9 })),
});
export type SuggestionSubmit = Static<typeof SuggestionSubmit>;

export const OwnSuggestionQuery = Body({ ...Paging, state: Type.Optional(StringEnum(SUGGESTION_STATE_KEYS)) });
export type OwnSuggestionQuery = Static<typeof OwnSuggestionQuery>;

export const SuggestionListQuery = Body({
  ...Paging,
  parkId: Id,
  state: Type.Optional(StringEnum(SUGGESTION_STATE_KEYS)),
  category: Type.Optional(StringEnum(SUGGESTION_CATEGORY_KEYS)),
  companyName: Type.Optional(Text(50)),
  /** Submitted at or after / before (ISO date-times). */
  from: Type.Optional(DateTime),
  to: Type.Optional(DateTime),
});
export type SuggestionListQuery = Static<typeof SuggestionListQuery>;

export const SuggestionReply = Body({ id: Id, version: Version, reply: Text(SUGGESTION_REPLY_MAX, { minLength: 1, nonBlank: true, multiline: true }) });
export type SuggestionReply = Static<typeof SuggestionReply>;

export const SuggestionAssign = Body({ id: Id, version: Version, assigneeId: Id });
export type SuggestionAssign = Static<typeof SuggestionAssign>;

export const SuggestionClose = Body({ id: Id, version: Version, remark: Type.Optional(Text(200)) });
export type SuggestionClose = Static<typeof SuggestionClose>;

/** One suggestion as both sides see it. */
export const Suggestion = Type.Object({
  id: Id,
  parkId: Id,
  companyId: Id,
  companyName: Type.String(),
  category: StringEnum(SUGGESTION_CATEGORY_KEYS),
  content: Type.String(),
  attachments: Type.Array(Type.Object({ name: Type.String(), url: Type.String() })),
  state: StringEnum(SUGGESTION_STATE_KEYS),
  assigneeId: Nullable(Id),
  assigneeName: Nullable(Type.String()),
  reply: Nullable(Type.String()),
  repliedAt: Nullable(Type.String()),
  closeRemark: Nullable(Type.String()),
  closedAt: Nullable(Type.String()),
  createdAt: Type.String(),
  version: Version,
});
export type Suggestion = Static<typeof Suggestion>;

/** A colleague of the park a suggestion can be assigned to. */
export const Assignee = Type.Object({ id: Id, name: Type.String() });
export type Assignee = Static<typeof Assignee>;
