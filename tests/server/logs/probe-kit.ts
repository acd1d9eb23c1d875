import type { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { Tokens } from '../helpers/auth';
import { runSql } from '../helpers/support';

// Probes of the every-mutation-is-logged walk (mutations-logged.test.ts). Any file named `*.probes.ts` under
// tests/server exports `probes` (route → a call that succeeds on the seed) and may export `readOnlyPosts`
// (route → why a POST changes nothing). Each module keeps its own next to its tests.

export interface ProbeKit {
  // The platform admin working in the demo operator's park.
  admin: Tokens;
  parkId: number;
  // Sends a verify code to the phone and gives it back.
  codeFor(verifyType: string, phone: string): Promise<string>;
}

export type Probe = (kit: ProbeKit) => Promise<InjectOptions>;

export const idOf = async (query: ReturnType<typeof sql>) => ((await runSql(query)).rows[0] as { id: number }).id;

export const as = (tokens: Tokens, method: InjectOptions['method'], url: string, payload?: object): InjectOptions => ({
  method, url, headers: { authorization: `Bearer ${tokens.access_token}` }, ...(payload === undefined ? {} : { payload }),
});
