import { actionsFor } from '@contract/consultation-states';
import type { HostKey } from '@contract/host-kinds';
import type { ConsultationDetail, ThreadEntry } from '@contract/schemas/consultation';
import type { Conn } from '../../lib/db';
import { threadOf, type ConsultationRecord } from './queries';

// The thread and the buttons the caller's host kind may press now (the contract's table decides both sides).
export async function detailView(conn: Conn, row: ConsultationRecord, host: HostKey): Promise<ConsultationDetail> {
  const thread = (await threadOf(conn, row.id)) as ThreadEntry[];
  return { ...row, thread, actions: actionsFor(row.state, host) };
}
