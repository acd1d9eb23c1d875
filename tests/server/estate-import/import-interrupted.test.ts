import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importTasks, parks } from '../../../server/db/schema';
import { failInterruptedImports } from '../../../server/modules/estate-import/service';
import { testDatabase } from '../helpers/test-server';

describe('imports interrupted by a stopped server', () => {
  it('are marked failed at start-up with a message; finished ones and those the new server took are left alone', async () => {
    const { db } = await testDatabase();
    const [park] = await db.select().from(parks).limit(1);
    const before = new Date(Date.now() - 60_000);
    const [running, pending, done] = await db
      .insert(importTasks)
      .values([
        { parkId: park!.id, fileName: 'a.xlsx', state: 'running', total: 10, createdAt: before },
        { parkId: park!.id, fileName: 'b.xlsx', state: 'pending', createdAt: before },
        { parkId: park!.id, fileName: 'c.xlsx', state: 'success', total: 3, succeeded: 3, finishedAt: new Date(), createdAt: before },
      ])
      .returning();
    // The server serves while it fails the old ones: an import it took since its start keeps running.
    const startedAt = new Date(Date.now() - 1_000);
    const [taken] = await db.insert(importTasks).values({ parkId: park!.id, fileName: 'd.xlsx', state: 'running', total: 5 }).returning();

    expect(await failInterruptedImports(db, startedAt)).toBe(2);
    const [own] = await db.select().from(importTasks).where(eq(importTasks.id, taken!.id));
    expect(own?.state).toBe('running');

    for (const task of [running!, pending!]) {
      const [row] = await db.select().from(importTasks).where(eq(importTasks.id, task.id));
      expect(row).toMatchObject({ state: 'failed', errors: [{ row: 0, message: '服务重启，导入已中断，请重新导入' }] });
      expect(row?.finishedAt).toBeInstanceOf(Date);
    }
    const [untouched] = await db.select().from(importTasks).where(eq(importTasks.id, done!.id));
    expect(untouched?.state).toBe('success');
  });
});
