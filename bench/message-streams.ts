import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { messageStreamCalls } from '@contract/calls/messages';
import { suggestionCalls } from '@contract/calls/suggestions';
import { MESSAGE_EVENT } from '@contract/messages';
import { SUGGESTION_CATEGORY_KEYS } from '@contract/suggestions';
import { ROOT, seedDataDir, startServer, tempDir } from '../scripts/harness';
import { ensureServerBuilt } from '../scripts/server-build.mjs';
import { openDatabase } from '../server/db/client';
import { markdownTable } from './report';
import { round, sleep } from './stats';

// Issue 23 point 4: 2,000 message streams open on one instance (the compiled server on embedded PGlite), its
// resident memory before and after they open, and the time one message takes to reach all of them. The readers are
// 2,000 operators of the demo company's park, each with its own session; the company submits one suggestion, which
// messages every operator of the park in one transaction. `npx tsx bench/message-streams.ts`
const STREAMS = Number(process.env.BENCH_STREAMS ?? 2000);

export interface MessageStreamsBench {
  streams: number;
  rssIdleMb: number;
  rssOpenMb: number;
  perStreamKb: number;
  openMs: number;
  callMs: number;
  quietCallMs: number;
  firstMs: number;
  allMs: number;
  medianMs: number;
  loadAverage: number[];
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const tokenOf = (n: number) => `bench-stream-token-${n}`;
const COMPANY_TOKEN = 'bench-company-token-000';

function rssMb(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(line?.[1] ?? 0) / 1024;
}

// 2,000 operators of the company's park, each signed in: written into the stopped server's data folder.
async function addReaders(dataDir: string): Promise<void> {
  const database = await openDatabase(path.join(dataDir, 'pg'));
  const day = `now() + interval '1 day'`;
  await database.execScript(`
    create temp table bench_park as select c.park_id from users u join companies c on c.id = u.company_id where u.username = 'company';
    insert into users (username, password_hash, user_type) select 'bench-reader-' || g, 'x', 8 from generate_series(1, ${STREAMS}) g;
    insert into user_parks (user_id, park_id) select u.id, p.park_id from users u, bench_park p where u.username like 'bench-reader-%';
    insert into auth_sessions (user_id, park_id, access_hash, access_expires_at, refresh_hash, refresh_expires_at)
      select u.id, p.park_id, encode(sha256(convert_to('bench-stream-token-' || substr(u.username, 14), 'UTF8')), 'hex'), ${day},
        md5(u.username), ${day} from users u, bench_park p where u.username like 'bench-reader-%';
    insert into auth_sessions (user_id, park_id, access_hash, access_expires_at, refresh_hash, refresh_expires_at)
      select u.id, p.park_id, '${sha256(COMPANY_TOKEN)}', ${day}, md5('bench-company'), ${day} from users u, bench_park p where u.username = 'company';`);
  await database.close();
}

// The company's suggestion, which messages every operator of the park in its transaction; its time until answered.
async function submitSuggestion(url: string): Promise<number> {
  const started = performance.now();
  const answer = await fetch(`${url}/api/${suggestionCalls.submit.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${COMPANY_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ category: SUGGESTION_CATEGORY_KEYS[0], content: '压测：一条消息推送给全部园区运营' }),
  });
  const body = (await answer.json()) as { code: unknown; msg: string };
  if (body.code !== 1) throw new Error(`the suggestion was refused: ${body.msg}`);
  return performance.now() - started;
}

export async function benchMessageStreams(): Promise<MessageStreamsBench> {
  const dataDir = await seedDataDir(tempDir('park-bench-streams-'));
  await addReaders(dataDir);
  const server = await startServer({ dataDir, env: { AUTH_RATE_LIMIT: '1000000' } });
  const pid = server.child.pid as number;
  const controllers: AbortController[] = [];
  try {
    await sleep(3000);
    const rssIdleMb = rssMb(pid);
    // The same call before any stream is open, after one that compiles its route: writing without pushing.
    await submitSuggestion(server.url);
    const quietCallMs = await submitSuggestion(server.url);
    const url = `${server.url}/api/${messageStreamCalls.stream.path}`;
    const arrived: number[] = [];
    let sentAt = 0;
    let allArrived: () => void = () => undefined;
    const everyone = new Promise<void>((resolve) => (allArrived = resolve));

    const openOne = async (n: number) => {
      const controller = new AbortController();
      controllers.push(controller);
      const res = await fetch(url, { headers: { authorization: `Bearer ${tokenOf(n)}` }, signal: controller.signal });
      if (res.status !== 200 || !res.body) throw new Error(`stream ${n}: ${res.status}`);
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      void (async () => {
        let text = '';
        for (;;) {
          const { done, value } = await reader.read().catch(() => ({ done: true as const, value: undefined }));
          if (done) return;
          text += decoder.decode(value, { stream: true });
          if (text.includes(`event: ${MESSAGE_EVENT}`)) {
            arrived.push(performance.now() - sentAt);
            if (arrived.length === STREAMS) allArrived();
            return;
          }
        }
      })();
    };
    const openStarted = performance.now();
    for (let n = 1; n <= STREAMS; n += 100) await Promise.all(Array.from({ length: Math.min(100, STREAMS - n + 1) }, (_, i) => openOne(n + i)));
    const openMs = performance.now() - openStarted;
    const health = (await (await fetch(`${server.url}/healthz`)).json()) as { streams: number };
    if (health.streams !== STREAMS) throw new Error(`healthz counts ${health.streams} streams, not ${STREAMS}`);
    await sleep(3000);
    const rssOpenMb = rssMb(pid);

    sentAt = performance.now();
    const callMs = await submitSuggestion(server.url);
    await everyone;
    const sorted = [...arrived].sort((a, b) => a - b);
    return {
      streams: STREAMS,
      rssIdleMb,
      rssOpenMb,
      perStreamKb: ((rssOpenMb - rssIdleMb) * 1024) / STREAMS,
      openMs,
      callMs,
      quietCallMs,
      firstMs: sorted[0] ?? 0,
      allMs: sorted[sorted.length - 1] ?? 0,
      medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0,
      loadAverage: os.loadavg(),
    };
  } finally {
    for (const controller of controllers) controller.abort();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function messageStreamRows(r: MessageStreamsBench): [string, string, string, string][] {
  const mb = (value: number) => `${round(value, 1)} MB`;
  const ms = (value: number) => `${round(value, 0)} ms`;
  return [
    [`message streams: server RSS with ${r.streams} streams open`, mb(r.rssOpenMb), `no stream ${mb(r.rssIdleMb)}`, `${round(r.rssOpenMb / r.rssIdleMb, 2)}×`],
    ['message streams: RSS per open stream', `${round(r.perStreamKb, 1)} KB`, '', ''],
    [`message streams: one message (one commit, ${r.streams} readers) until every stream has it`, ms(r.allMs), `the call answered ${ms(r.callMs)}`, `${round(r.allMs / r.callMs, 2)}×`],
    ['message streams: the call that wrote it, until answered', ms(r.callMs), `no stream open ${ms(r.quietCallMs)}`, `${round(r.callMs / r.quietCallMs, 2)}×`],
    ['message streams: first / median stream reached', `${ms(r.firstMs)} / ${ms(r.medianMs)}`, '', ''],
    [`message streams: opening ${r.streams} streams, 100 at a time`, ms(r.openMs), '', ''],
  ];
}

if (process.argv[1]?.endsWith('message-streams.ts')) {
  await ensureServerBuilt(ROOT, (message: string) => console.log(`[bench] ${message}`));
  const result = await benchMessageStreams();
  console.log(`\n${markdownTable(messageStreamRows(result))}\n\nload average ${result.loadAverage.map((l) => l.toFixed(2)).join(', ')}`);
  fs.writeFileSync(path.join(ROOT, 'bench', 'message-streams-results.json'), `${JSON.stringify({ date: new Date().toISOString(), ...result }, null, 2)}\n`);
}
