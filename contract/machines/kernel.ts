// The one state-machine kernel (issue 21 point 3): every lifecycle is a table of the same shape — states with their
// label and tone, actions with their label, and transitions `{ from, to, action, who, when? }`, creation included as
// a transition from `null` (nothing). The server checks every call against its table and the console reads the same
// table for its buttons, labels and tag colours; `server/lib/transition.ts` does the conditional update.

import type { Tone } from '../tones';

/** What a state asks of the reader (contract/tones.ts); the one status component maps each to contrast-safe colours. */
export type { Tone };

export interface StateDecl {
  readonly label: string;
  readonly tone?: Tone;
}

/** The facts beside the state a transition may depend on, each with every value it can take (an order's kind). */
export type FactDomain = Readonly<Record<string, readonly string[]>>;
export type FactsOf<D extends FactDomain> = { readonly [K in keyof D]?: D[K][number] };
/** A transition's conditions: for each fact named, the values it holds in. */
export type When<D extends FactDomain> = { readonly [K in keyof D]?: readonly D[K][number][] };

export interface Transition<S extends string, A extends string, W extends string, D extends FactDomain> {
  /** null: the row does not exist yet (creation). */
  readonly from: S | null;
  readonly to: S;
  readonly action: A;
  readonly who: W;
  readonly when?: When<D>;
  /** The action needs a reason the other party reads. */
  readonly reason?: boolean;
}

export interface MachineDecl<SD extends Record<string, StateDecl>, A extends string, W extends string, D extends FactDomain> {
  /** What the rows are called in a refusal: 「已关闭的诉求不能回复」. */
  readonly noun: string;
  readonly states: SD;
  readonly actions: Readonly<Record<A, string>>;
  readonly parties: readonly W[];
  readonly facts?: D;
  readonly transitions: readonly Transition<keyof SD & string, A, W, D>[];
  /** The words of a refusal by the state table; default 「{state}的{noun}不能{action}」. */
  readonly refusal?: (stateLabel: string, actionLabel: string, noun: string, from: string | null) => string;
}

export interface Machine<SD extends Record<string, StateDecl>, A extends string, W extends string, D extends FactDomain> extends MachineDecl<SD, A, W, D> {
  readonly facts: D;
  readonly stateKeys: readonly (keyof SD & string)[];
  readonly actionKeys: readonly A[];
  /** True when the value is one of the machine's states (narrows a filter's or a row's string). */
  isState(value: unknown): value is keyof SD & string;
  isAction(value: unknown): value is A;
  /** The state's label; an unknown value reads as itself, nothing as ''. */
  stateLabel(state: string | null): string;
  tone(state: string | null): Tone;
  actionLabel(action: A): string;
  /** The transition `who` may make with `action` from `from` given the facts, or null. */
  step(from: string | null, action: A, who: W, facts?: FactsOf<D>): Transition<keyof SD & string, A, W, D> | null;
  /** Whether any row gives `action` to `who` (a party that can never take it is refused as such, not by state). */
  takes(who: W, action: A): boolean;
  /** Every action `who` may take from `from`, in the order of `actions`: the console's buttons. */
  actionsFor(from: string | null, who: W, facts?: FactsOf<D>): A[];
  /** The state a row is created in by `action` of `who` (the transition from nothing); throws when none is declared. */
  initial(action: A, who: W, facts?: FactsOf<D>): keyof SD & string;
  /** Allowed with the step it makes, or refused with the words of the table (a `Verdict` either way). */
  verdict(from: string | null, action: A, who: W, facts?: FactsOf<D>): StepVerdict<Transition<keyof SD & string, A, W, D>>;
}

/** A verdict that, when allowed, carries the transition it allows. */
export type StepVerdict<T> = { ok: true; step: T } | { ok: false; reason: string };

/** True when the value is a key of the catalogue (narrows a filter's string without a cast). */
export const isKeyOf = <K extends string>(record: Readonly<Record<K, unknown>>, value: unknown): value is K => typeof value === 'string' && Object.hasOwn(record, value);

/** The keys of a catalogue object, typed (Object.keys answers string[]). */
export const keysOf = <K extends string>(record: Readonly<Record<K, unknown>>): K[] => Object.keys(record) as K[];

const holds = <D extends FactDomain>(when: When<D> | undefined, facts: FactsOf<D>): boolean =>
  when === undefined ||
  Object.entries(when).every(([fact, values]) => {
    const value = facts[fact as keyof D];
    return value !== undefined && (values as readonly string[]).includes(value);
  });

export function defineMachine<
  const SD extends Record<string, StateDecl>,
  const A extends string,
  const W extends string,
  const D extends FactDomain = Record<never, never>,
>(decl: MachineDecl<SD, A, W, D>): Machine<SD, A, W, D> {
  type S = keyof SD & string;
  const stateKeys = keysOf<S>(decl.states);
  const actionKeys = keysOf<A>(decl.actions);
  const isState = (value: unknown): value is S => typeof value === 'string' && Object.hasOwn(decl.states, value);
  const isAction = (value: unknown): value is A => typeof value === 'string' && Object.hasOwn(decl.actions, value);
  const stateLabel = (state: string | null) => (state === null ? '' : (isState(state) ? (decl.states[state]?.label ?? state) : state));
  const step = (from: string | null, action: A, who: W, facts: FactsOf<D> = {}) =>
    decl.transitions.find((t) => t.from === from && t.action === action && t.who === who && holds(t.when, facts)) ?? null;
  const refusal = decl.refusal ?? ((state, action, noun) => `${state}的${noun}不能${action}`);
  return {
    ...decl,
    facts: decl.facts ?? ({} as D),
    stateKeys,
    actionKeys,
    isState,
    isAction,
    stateLabel,
    tone: (state) => (isState(state) ? (decl.states[state]?.tone ?? 'neutral') : 'neutral'),
    actionLabel: (action) => decl.actions[action],
    step,
    takes: (who, action) => decl.transitions.some((t) => t.who === who && t.action === action),
    actionsFor: (from, who, facts) => actionKeys.filter((action) => step(from, action, who, facts) !== null),
    initial: (action, who, facts) => {
      const created = step(null, action, who, facts);
      if (!created) throw new Error(`${decl.noun}: no creation by ${who} with ${action}`);
      return created.to;
    },
    verdict: (from, action, who, facts) => {
      const found = step(from, action, who, facts);
      return found ? { ok: true, step: found } : { ok: false, reason: refusal(stateLabel(from), decl.actions[action], decl.noun, from) };
    },
  };
}

/** Any machine, for code that walks them all (the kernel's own test, the status component). */
export type AnyMachine = Machine<Record<string, StateDecl>, string, string, FactDomain>;

/** `{ state: label }`: the plain catalogue older code reads. */
/** Each state's tone, from the machine's table: what the console's status tag shows. */
export const stateTones = <SD extends Record<string, StateDecl>>(states: SD): { readonly [K in keyof SD]: Tone } =>
  Object.fromEntries(Object.entries(states).map(([key, state]) => [key, state.tone ?? 'neutral'])) as { readonly [K in keyof SD]: Tone };

export const stateLabels = <SD extends Record<string, StateDecl>>(states: SD): { readonly [K in keyof SD]: SD[K]['label'] } =>
  Object.fromEntries(Object.entries(states).map(([key, state]) => [key, state.label])) as { readonly [K in keyof SD]: SD[K]['label'] };
