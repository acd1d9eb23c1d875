// Service consultations (issue 16 point 1–2, DESIGN.md §5): a company's question about a policy or a service of its
// park, answered as a thread. The states, the actions and who may take them are declared here once; the server
// checks every call against them and the console shows only the buttons they allow.
import type { HostKey } from './host-kinds';
import type { Tone } from './tones';

/** open → answered ⇄ followUp → closed. Being handed to an agency is a fact beside the state, not a state. */
export const CONSULTATION_STATES = {
  open: { label: '待答复', waitsOnPark: true },
  answered: { label: '已答复', waitsOnPark: false },
  followUp: { label: '追问待答复', waitsOnPark: true },
  closed: { label: '已关闭', waitsOnPark: false },
} as const;
export type ConsultationState = keyof typeof CONSULTATION_STATES;
export const CONSULTATION_STATE_KEYS = Object.keys(CONSULTATION_STATES) as ConsultationState[];

/** Each state's tone (contract/tones.ts), shown by the console's status tag. */
export const CONSULTATION_STATE_TONES: Record<ConsultationState, Tone> = {
  open: 'waiting',
  answered: 'success',
  followUp: 'waiting',
  closed: 'neutral',
};

/** What a consultation is about: a published policy or service product of the park, or a listed agency's service. */
export const CONSULTATION_SUBJECTS = {
  policy: '政策',
  service: '服务产品',
  agencyService: '机构服务',
} as const;
export type ConsultationSubject = keyof typeof CONSULTATION_SUBJECTS;
export const CONSULTATION_SUBJECT_KEYS = Object.keys(CONSULTATION_SUBJECTS) as ConsultationSubject[];

interface ActionRule {
  label: string;
  from: readonly ConsultationState[];
  /** null: the state stays (handing to an agency). */
  to: ConsultationState | null;
  by: readonly HostKey[];
}

/** Every transition: from which states, to which, by which host kind. An agency acts only on what was handed to it. */
export const CONSULTATION_ACTIONS = {
  reply: { label: '答复', from: ['open', 'followUp'], to: 'answered', by: ['manage', 'agent'] },
  followUp: { label: '追问', from: ['answered'], to: 'followUp', by: ['front'] },
  hand: { label: '转交机构', from: ['open', 'followUp'], to: null, by: ['manage'] },
  close: { label: '关闭', from: ['open', 'answered', 'followUp'], to: 'closed', by: ['front', 'manage'] },
} as const satisfies Record<string, ActionRule>;
export type ConsultationAction = keyof typeof CONSULTATION_ACTIONS;
export const CONSULTATION_ACTION_KEYS = Object.keys(CONSULTATION_ACTIONS) as ConsultationAction[];

/** True when a caller of this host kind may take the action from this state (the agency: only when handed to it). */
export function mayAct(action: ConsultationAction, state: ConsultationState, host: HostKey): boolean {
  const rule: ActionRule = CONSULTATION_ACTIONS[action];
  return rule.from.includes(state) && rule.by.includes(host);
}

/** The actions a caller may take now, in the catalogue's order. */
export const actionsFor = (state: ConsultationState, host: HostKey): ConsultationAction[] =>
  CONSULTATION_ACTION_KEYS.filter((action) => mayAct(action, state, host));

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

export const consultationStateLabel = (state: string): string =>
  Object.hasOwn(CONSULTATION_STATES, state) ? CONSULTATION_STATES[state as ConsultationState].label : state;
