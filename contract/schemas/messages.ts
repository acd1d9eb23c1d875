// The message centre (issue 13 point 6): the signed-in user's own messages, of any host kind.
//   GET  v1/message/unread/count  the caller's unread count (the bell)
//   POST v1/message/list          the caller's messages, newest first, filtered by read / unread
//   POST v1/message/read/{id}     marks one of the caller's messages read (again: no change)
//   POST v1/message/read/all      marks all of the caller's messages read
//   POST v1/message/read/link     marks the caller's unread messages whose link is the screen they opened read
// Another user's message id answers 404 (消息不存在): a reader learns nothing about messages that are not theirs.
import { Type, type Static } from 'typebox';
import { Body, Id, Nullable, Paging, StringEnum, Text } from '../primitives';

export const MESSAGE_READ_STATES = ['unread', 'read'] as const;
export const MessageReadState = StringEnum(MESSAGE_READ_STATES);
export type MessageReadState = Static<typeof MessageReadState>;

export const MessageQuery = Body({ ...Paging, status: Type.Optional(MessageReadState) });
export type MessageQuery = Static<typeof MessageQuery>;

export const Message = Type.Object({
  id: Type.Integer(),
  /** A kind of the message catalogue (contract/messages.ts). */
  kind: Type.String(),
  title: Type.String(),
  body: Nullable(Type.String()),
  /** The console path where the reader acts, e.g. `/checkcompany?id=3`. */
  link: Nullable(Type.String()),
  parkId: Nullable(Type.Integer()),
  /** ISO date-time string; null while unread. */
  readAt: Nullable(Type.String()),
  createdAt: Type.String(),
});
export type Message = Static<typeof Message>;

export const UnreadCount = Type.Object({ count: Type.Integer({ minimum: 0 }) });
export type UnreadCount = Static<typeof UnreadCount>;

/** The console path just opened (path and query, as a message's link is written). */
export const MessageReadLink = Body({ link: Text(500, { minLength: 1 }) });
export type MessageReadLink = Static<typeof MessageReadLink>;

export const MarkedRead = Type.Object({ updated: Type.Integer({ minimum: 0 }) });
export type MarkedRead = Static<typeof MarkedRead>;

// The message stream (Server-Sent Events): each event is `event: message`, `id:` the message id, `data:` the Message.
// A client resuming names the last id it saw, as `after` or in the Last-Event-ID header.
export const MessageStreamQuery = Type.Object({ after: Type.Optional(Id) });
export type MessageStreamQuery = Static<typeof MessageStreamQuery>;
