import { settlementMonth } from '@contract/settlement-states';
import type { Conn } from '../../lib/db';
import { addToStatement } from './queries';

interface CompletedOrder {
  id: number;
  kind: string;
  parkId: number;
  mechanismId: number | null;
  amountFen: number | null;
  state: string;
  completedAt: Date | null;
}

/**
 * Called in the transaction where an order completes: a confirmed cash order of an agency (a service order with a
 * receipt amount) joins the agency's statement of the month it completed in. Voucher orders are paid by voucher.
 */
export async function gatherCompletedOrder(tx: Conn, order: CompletedOrder): Promise<void> {
  if (order.state !== 'completed' || order.kind !== 'service' || order.mechanismId === null || order.amountFen === null) return;
  await addToStatement(tx, { id: order.id, parkId: order.parkId, mechanismId: order.mechanismId, amountFen: order.amountFen }, settlementMonth(order.completedAt ?? new Date()));
}
