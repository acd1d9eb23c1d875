import type { CompanyEventKind } from '@contract/company-events';
import { companyEvents } from '../db/schema';
import type { Conn } from './db';

export interface CompanyEventDraft {
  companyId: number;
  parkId: number;
  kind: CompanyEventKind;
  data?: Record<string, unknown>;
  userId: number | null;
}

// What the platform records about a company (the life tree's own source), written in the transaction of the change.
export async function recordCompanyEvent(tx: Conn, event: CompanyEventDraft): Promise<void> {
  await tx.insert(companyEvents).values({ ...event, data: event.data ?? {} });
}
