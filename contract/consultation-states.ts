// Service consultations (issue 16 point 1–2, DESIGN.md §5): a company's question about a policy or a service of its
// park, answered as a thread. The states, the actions and who may take them are declared here once; the server
// checks every call against them and the console shows only the buttons they allow.
import type { HostKey } from './host-kinds';
import { keysOf, stateTones } from './machines/kernel';
import { consultationMachine, type ConsultationAction, type ConsultationState } from './machines/consultation';

// The lifecycle is the machine in machines/consultation.ts; the names below are its plain views, kept for their readers.
export { consultationMachine, type ConsultationAction, type ConsultationState } from './machines/consultation';
export const CONSULTATION_STATES = consultationMachine.states;
export const CONSULTATION_STATE_KEYS = consultationMachine.stateKeys;

/** Each state's tone (contract/tones.ts), shown by the console's status tag. */
export const CONSULTATION_STATE_TONES = stateTones(consultationMachine.states);

/** What a consultation is about: a published policy or service product of the park, or a listed agency's service. */
export const CONSULTATION_SUBJECTS = {
  policy: '政策',
  service: '服务产品',
  agencyService: '机构服务',
} as const;
export type ConsultationSubject = keyof typeof CONSULTATION_SUBJECTS;
export const CONSULTATION_SUBJECT_KEYS = Object.keys(CONSULTATION_SUBJECTS) as ConsultationSubject[];

/** Every action on an existing consultation with its label. */
export const CONSULTATION_ACTIONS = {
  reply: { label: consultationMachine.actions.reply },
  followUp: { label: consultationMachine.actions.followUp },
  hand: { label: consultationMachine.actions.hand },
  close: { label: consultationMachine.actions.close },
} as const;
export const CONSULTATION_ACTION_KEYS = keysOf(CONSULTATION_ACTIONS);

/** True when a caller of this host kind may take the action from this state (the agency: only when handed to it). */
export const mayAct = (action: ConsultationAction, state: ConsultationState, host: HostKey): boolean => consultationMachine.step(state, action, host) !== null;

/** The actions a caller may take now, in the catalogue's order. */
export const actionsFor = (state: ConsultationState, host: HostKey): ConsultationAction[] => CONSULTATION_ACTION_KEYS.filter((action) => mayAct(action, state, host));

/** Who wrote a thread entry; `event` entries are the platform's own (handed to an agency, closed). */
export const THREAD_AUTHORS = { company: '企业', park: '园区', agency: '服务机构', event: '系统' } as const;
export type ThreadAuthor = keyof typeof THREAD_AUTHORS;

export const THREAD_KINDS = { question: '提问', reply: '答复', followUp: '追问', handed: '转交机构', closed: '关闭' } as const;
export type ThreadKind = keyof typeof THREAD_KINDS;

/** A consultation waiting on the park longer than this is overdue (marked in the lists). */
export const CONSULTATION_ANSWER_HOURS = 48;
/** The longest question, reply or follow-up. */
export const CONSULTATION_TEXT_MAX = 2000;
export const CONSULTATION_ATTACHMENTS_MAX = 9;

export const consultationStateLabel = (state: string): string => consultationMachine.stateLabel(state);
