import { companyEventLabel } from '@contract/company-events';
import type { Milestone, TimelineItem } from '@contract/schemas/life-tree';
import { shanghaiDay } from './series';

export interface EventRow {
  id: number;
  kind: string;
  data: Record<string, unknown>;
  occurredAt: Date;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

// What an event's writer put in `data` (contract/company-events.ts), said in a line.
function eventDetail(data: Record<string, unknown>): string | null {
  const parts: string[] = [];
  const rooms = Array.isArray(data.rooms) ? data.rooms.filter((r): r is string => typeof r === 'string') : [];
  if (rooms.length > 0) parts.push(`房间：${rooms.join('、')}`);
  if (typeof data.area === 'number' && Number.isFinite(data.area)) parts.push(`面积：${data.area}㎡`);
  const reason = text(data.reason);
  if (reason) parts.push(`原因：${reason}`);
  return parts.length > 0 ? parts.join('；') : null;
}

interface Sortable {
  item: TimelineItem;
  rank: number;
  seq: number;
}

/**
 * One timeline, oldest first: by day; on the same day what the platform recorded comes before the milestones
 * people added; recorded events keep their instant's order, milestones their id's.
 */
export function mergeTimeline(events: EventRow[], milestones: Milestone[]): TimelineItem[] {
  const recorded: Sortable[] = events.map((e) => ({
    item: {
      key: `event-${e.id}`,
      source: 'event',
      kind: e.kind,
      date: shanghaiDay(e.occurredAt),
      title: companyEventLabel(e.kind),
      detail: eventDetail(e.data),
      amountFen: null,
      milestone: null,
    },
    rank: 0,
    seq: e.occurredAt.getTime(),
  }));
  const added: Sortable[] = milestones.map((m) => ({
    item: {
      key: `milestone-${m.id}`,
      source: 'milestone',
      kind: m.kind,
      date: m.occurredOn,
      title: m.title,
      detail: m.detail,
      amountFen: m.amountFen,
      milestone: m,
    },
    rank: 1,
    seq: m.id,
  }));
  return [...recorded, ...added]
    .sort((a, b) => (a.item.date < b.item.date ? -1 : a.item.date > b.item.date ? 1 : a.rank - b.rank || a.seq - b.seq))
    .map((s) => s.item);
}
