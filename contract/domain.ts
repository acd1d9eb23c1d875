// What a domain brings beyond its calls and screens, declared in its own file (contract/domains/<domain>.ts): its log
// modules, its message kinds and subjects, its lifecycles and its to-do kinds on the home. The screen catalogue lists
// the domains (DOMAINS); the shared registries (oplog, messages, machines, home) are gathered from that list, keeping
// the literal keys: a kind or module no domain declares fails to compile.
import type { HostKey } from './host-kinds';
import type { AnyMachine } from './machines/kernel';
import type { PrivilegeKey } from './privileges';
import type { ScreenName } from './screens/catalogue';
import type { LinkQuery } from './screens/links';

/** One kind of message: its label, and who receives it (the party who acts next). */
export interface MessageKindDeclaration {
  label: string;
  to: string;
}

/** What a to-do row's link is built from: its own id, its park, and the voucher batch it belongs to (0 when none). */
export interface HomeRowRef {
  id: number;
  parkId: number;
  ref: number;
}

/** One kind of to-do on the home (contract/home.ts). */
export interface HomeKindDeclaration {
  label: string;
  host: HostKey;
  /** Its place among its host kind's cards: the home shows them in this order. */
  place: number;
  /** The screen that lists every item of the kind: where the kind's card links. */
  screen: ScreenName;
  /** A manage user sees the kind only while holding it (and able to open `screen`). */
  privilege?: PrivilegeKey;
  /** The screen where the user acts on one item, and its query. */
  row: (ref: HomeRowRef) => { screen: ScreenName; query?: LinkQuery };
}

export interface DomainDeclaration {
  /** Log modules (contract/oplog.ts): code → label. */
  logModules?: Record<string, string>;
  messageKinds?: Record<string, MessageKindDeclaration>;
  /** The things its messages are about (contract/messages.ts messageSubject). */
  messageSubjects?: readonly string[];
  machines?: Record<string, AnyMachine>;
  homeKinds?: Record<string, HomeKindDeclaration>;
}

/** A domain's declaration, its keys kept literal. */
export const defineDomain = <const D extends DomainDeclaration>(domain: D): D => domain;

type Part = Exclude<keyof DomainDeclaration, 'messageSubjects'>;
type PartOf<D, K extends Part> = D extends { readonly [P in K]: infer V } ? V : never;
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** Every domain's entries of one part, as one record whose keys are the union of theirs. */
export type Gathered<Ds extends readonly DomainDeclaration[], K extends Part> = Intersection<PartOf<Ds[number], K>>;

export function gather<const Ds extends readonly DomainDeclaration[], K extends Part>(domains: Ds, part: K): Gathered<Ds, K> {
  const all: Record<string, unknown> = {};
  for (const domain of domains) Object.assign(all, domain[part]);
  return all as Gathered<Ds, K>;
}

/** Every domain's message subjects, in the order of the list. */
export type SubjectsOf<Ds extends readonly DomainDeclaration[]> = Ds[number] extends infer D ? (D extends { readonly messageSubjects: readonly (infer S)[] } ? S : never) : never;

export const subjectsOf = <const Ds extends readonly DomainDeclaration[]>(domains: Ds): SubjectsOf<Ds>[] =>
  domains.flatMap((domain) => (domain.messageSubjects ?? []) as SubjectsOf<Ds>[]);
