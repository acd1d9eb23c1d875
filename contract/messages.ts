// The message centre's catalogue: each kind of message, its Chinese label, and who receives it. A message tells the
// party who must act next; its link opens the screen where they act. Each domain declares its kinds and subjects
// (contract/domains/).
import { gather, subjectsOf } from './domain';
import { DOMAINS } from './screens/catalogue';

export const MESSAGE_KINDS = gather(DOMAINS, 'messageKinds');

export type MessageKind = keyof typeof MESSAGE_KINDS;

/** The things a message can be about; a message names one with its id as its subject. */
export const MESSAGE_SUBJECTS = subjectsOf(DOMAINS);
export type MessageSubjectKind = (typeof MESSAGE_SUBJECTS)[number];

/**
 * A message's subject, e.g. `order:12`. The rule of the bell: a message asks its reader to act on its subject, so
 * once the subject moves on (whoever moved it: the next message about it is written then), the earlier messages
 * about it are handled and leave every reader's unread count; the newest one about it stays until it is read.
 */
export const messageSubject = (kind: MessageSubjectKind, id: number): string => `${kind}:${id}`;

export const isMessageKind = (kind: string): kind is MessageKind => Object.hasOwn(MESSAGE_KINDS, kind);

export const messageKindLabel = (kind: string): string => (isMessageKind(kind) ? MESSAGE_KINDS[kind].label : kind);

/** The event name of a message on the message stream (contract/calls/messages.ts messageStreamCalls). */
export const MESSAGE_EVENT = 'message';
/** The event name that tells a stream some of the reader's messages were read elsewhere: count again. */
export const MESSAGE_READ_EVENT = 'read';
