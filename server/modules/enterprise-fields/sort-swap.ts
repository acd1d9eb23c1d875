import type { Tx } from '../../lib/db';
import { badRequest } from '../../lib/errors';

interface Sorted {
  id: number;
  sort: number;
}

/**
 * Moving a module or a field up or down its list: it trades places (sort) with its neighbour that way, in the
 * caller's transaction. At the end of the list there is no neighbour, and `atEnd` says so.
 */
export async function swapSort<T extends Sorted>(tx: Tx, row: T, neighbour: T | null, update: (tx: Tx, id: number, change: { sort: number }) => Promise<unknown>, atEnd: string) {
  if (!neighbour) throw badRequest(atEnd);
  await update(tx, row.id, { sort: neighbour.sort });
  await update(tx, neighbour.id, { sort: row.sort });
}
