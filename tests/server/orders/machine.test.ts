import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORDER_ACTION_KEYS, ORDER_STATE_KEYS, findTransition, type OrderAction, type OrderParty } from '@contract/order-states';
import type { Tokens } from '../helpers/auth';
import { sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { agencyOffersFinance, countOf, demoAgency, hit, orderIn, orderRow, RECEIPT_FILE } from './orders-kit';

const VERSION = 3;

// The route each party calls for an action; null: the party has no such call (its host is refused: 403).
function callFor(party: OrderParty, action: OrderAction, id: number, mechanismId: number): { url: string; body: object } | null {
  const base = { version: VERSION };
  if (action === 'cancel') return party === 'company' ? { url: `v1/cash/order/cancel/${id}`, body: { ...base, reason: '不再需要' } } : null;
  if (action === 'confirm') return party === 'company' ? { url: `v1/cash/order/confirm/${id}`, body: { ...base, rating: 4 } } : null;
  if (action === 'receipt') return party === 'company' ? null : { url: `v1/cash/order/receipt/${id}`, body: { ...base, amountFen: 100, file: RECEIPT_FILE } };
  if (party === 'company') return null;
  const body = { ...base, action, note: '说明', ...(action === 'assign' ? { mechanismId } : {}) };
  return { url: party === 'operator' ? `v1/admin/ps/order/action/${id}` : `iv/order/${id}`, body };
}

describe('the order state machine, every transition for every party', () => {
  let app: FastifyInstance;
  let tokens: Record<OrderParty, Tokens>;
  let mechanismId: number;
  beforeAll(async () => {
    app = await testApp();
  });
  beforeEach(async () => {
    tokens = { company: await sessionFor('company'), operator: await sessionFor('operator'), agency: await sessionFor('agency') };
    await agencyOffersFinance();
    mechanismId = await demoAgency();
  });
  afterAll(() => app.close());

  // Every action of every party from every state, each on a fresh order: hundreds of calls.
  it('allows exactly the transitions of ORDER_TRANSITIONS and refuses the rest, writing nothing', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    let allowed = 0;
    for (const kind of ['service', 'policy'] as const) {
      for (const agency of kind === 'service' ? [false, true] : [false]) {
        for (const state of ORDER_STATE_KEYS) {
          for (const party of ['company', 'operator', 'agency'] as const) {
            // A refused call writes nothing, so the next attempt reuses the order; a success needs a fresh one.
            let id = 0;
            for (const action of ORDER_ACTION_KEYS) {
              if (id === 0) id = await orderIn({ kind, state, agency, version: VERSION });
              const call = callFor(party, action, id, mechanismId);
              if (!call) continue;
              const label = `${kind}/${agency ? 'agency' : 'park'}/${state}: ${party} ${action}`;
              const step = findTransition({ kind, state, provider: agency ? 'agency' : 'park' }, party, action);
              // An agency sees only what is routed to it; anything else is another party's order.
              const visible = party !== 'agency' || agency;
              const res = await hit(app, tokens[party], 'POST', call.url, call.body);
              const code = res.statusCode === 403 ? '403' : String(res.json().code);
              outcomes.push(`${label} → ${code}`);
              const want = !visible || (party === 'agency' && ['assign', 'reject', 'pass'].includes(action)) ? '403' : step ? '1' : '0';
              expected.push(`${label} → ${want}`);
              const row = await orderRow(id);
              if (want === '1') {
                allowed += 1;
                expect(row.version, label).toBe(VERSION + 1);
                expect(row.state, label).toBe(step?.to);
                id = 0;
              } else {
                expect(row, label).toMatchObject({ state, version: VERSION });
              }
            }
          }
        }
      }
    }
    expect(outcomes).toEqual(expected);
    expect(allowed).toBeGreaterThanOrEqual(25);
  }, 120_000);

  it('names the refusal: cancelling a delivered order, a receipt on a cancelled one, an old version', async () => {
    const delivered = await orderIn({ state: 'delivered', agency: true });
    expect((await hit(app, tokens.company, 'POST', `v1/cash/order/cancel/${delivered}`, { version: VERSION, reason: '不要了' })).json()).toMatchObject({ code: 0, msg: '已交付的申请不能取消申请' });
    const cancelled = await orderIn({ state: 'cancelled', agency: true });
    expect((await hit(app, tokens.agency, 'POST', `v1/cash/order/receipt/${cancelled}`, { version: VERSION, amountFen: 100, file: RECEIPT_FILE })).json()).toMatchObject({ code: 0, msg: '已取消的申请不能上传回单' });
    const submitted = await orderIn({ state: 'submitted' });
    expect((await hit(app, tokens.company, 'POST', `v1/cash/order/cancel/${submitted}`, { version: VERSION - 1, reason: '不要了' })).json()).toMatchObject({ code: 0, msg: '状态已变更，请刷新后重试' });
    expect((await hit(app, tokens.company, 'POST', `v1/cash/order/cancel/${submitted}`, { version: VERSION, reason: '  ' })).json().code).not.toBe(1);
  });

  it('the company cancelling while the agency accepts: exactly one wins, 20 rounds, nothing written twice', async () => {
    for (let round = 0; round < 20; round += 1) {
      const id = await orderIn({ state: 'assigned', agency: true });
      const [events, logs] = [await countOf('order_events'), await countOf('operation_logs')];
      const calls = [
        hit(app, tokens.company, 'POST', `v1/cash/order/cancel/${id}`, { version: VERSION, reason: '不需要了' }),
        hit(app, tokens.agency, 'POST', `iv/order/${id}`, { version: VERSION, action: 'accept' }),
      ];
      const answers = (await Promise.all(round % 2 ? calls.reverse() : calls)).map((r) => r.json());
      const winners = answers.filter((a) => a.code === 1);
      expect(winners, `round ${round}`).toHaveLength(1);
      expect(answers.find((a) => a.code !== 1)).toMatchObject({ code: 0, msg: '状态已变更，请刷新后重试' });
      expect(await orderRow(id)).toMatchObject({ version: VERSION + 1, state: winners[0].data.state });
      expect(await countOf('order_events')).toBe(events + 1);
      expect(await countOf('operation_logs')).toBe(logs + 1);
    }
  });
});
