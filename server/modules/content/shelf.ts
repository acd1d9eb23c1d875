import type { ContentTypeKey } from '@contract/content-types';
import type { ContentShelf, ShelfAction } from '@contract/schemas/content';
import type { Db } from '../../db/client';
import type { LogAction } from '@contract/oplog';
import { sql } from 'drizzle-orm';
import { badRequest } from '../../lib/errors';
import { writeLog } from '../../lib/oplog';
import type { RequestContext } from '../../lib/request-context';
import { stale } from './guards';
import { contentInfo, shownItem } from './items';
import { findItem, updateItemIf } from './queries';

interface Transition {
  from: string[];
  refused: string;
  log: LogAction;
}

// Shelf: draft → on ⇄ off. Pin: any state, unpinned ⇄ pinned.
const TRANSITIONS: Record<ShelfAction, Transition> = {
  on: { from: ['draft', 'off'], refused: '该内容已上架', log: 'up' },
  off: { from: ['on'], refused: '只有已上架的内容可以下架', log: 'down' },
  pin: { from: ['draft', 'on', 'off'], refused: '该内容已置顶', log: 'pin' },
  unpin: { from: ['draft', 'on', 'off'], refused: '该内容未置顶', log: 'unpin' },
};

export async function shelveContent(db: Db, ctx: RequestContext, type: ContentTypeKey, input: ContentShelf) {
  const before = await contentInfo(db, ctx, type, input.id);
  const rule = TRANSITIONS[input.action];
  if (before.version !== input.version) throw stale();
  const refused =
    !rule.from.includes(before.storedState) || (input.action === 'pin' && before.pinned) || (input.action === 'unpin' && !before.pinned);
  if (refused) throw badRequest(rule.refused);
  const change =
    input.action === 'pin' || input.action === 'unpin'
      ? { pinned: input.action === 'pin' }
      : input.action === 'on'
        ? // Left without a time, it shows from now; a time ahead keeps it scheduled until then.
          { state: 'on', publishAt: before.publishAt ? new Date(before.publishAt) : sql`now()` }
        : { state: 'off' };
  return db.transaction(async (tx) => {
    if (!(await updateItemIf(tx, input.id, input.version, change, [before.storedState]))) throw stale();
    await writeLog(tx, ctx, { module: 'content', action: rule.log, target: before.title, parkId: before.parkId, before: { state: before.state, pinned: before.pinned } });
    return shownItem(await findItem(tx, input.id));
  });
}
