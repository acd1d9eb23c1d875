// The to-do home (contract/home.ts): one answer per host kind.
import { Type, type Static } from 'typebox';
import { HOME_KIND_KEYS } from '../home';
import { Id, StringEnum } from '../primitives';

const Count = Type.Integer({ minimum: 0 });

export const HomeRow = Type.Object({
  id: Id,
  title: Type.String({ maxLength: 500 }),
  /** Since when it waits (an ISO instant): the oldest come first. */
  since: Type.String({ maxLength: 40 }),
  overdue: Type.Boolean(),
  /** The console link of the screen where the user acts on it. */
  link: Type.String({ maxLength: 500 }),
});
export type HomeRow = Static<typeof HomeRow>;

export const HomeKind = Type.Object({
  kind: StringEnum(HOME_KIND_KEYS),
  label: Type.String({ maxLength: 50 }),
  count: Count,
  overdue: Count,
  /** The console link of the screen that lists every item of the kind. */
  screen: Type.String({ maxLength: 500 }),
  rows: Type.Array(HomeRow),
});
export type HomeKind = Static<typeof HomeKind>;

export const Home = Type.Object({ kinds: Type.Array(HomeKind) });
export type Home = Static<typeof Home>;
