import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importTasks, parks } from '../../../server/db/schema';
import { failInterruptedImports } from '../../../server/modules/estate-import/service';
import { testDatabase } from '../helpers/test-server';

describe('imports interrupted by a stopped server', () => {
  it('are marked failed at start-up with a message, finished ones are left alone', async () => {
    const { db } = await testDatabase();
    const [park] = await db.select().from(parks).limit(1);
    const [running, pending, done] = await db
      .insert(importTasks)
      .values([
        { parkId: park!.id, fileName: 'a.xlsx', state: 'running', total: 10 },
        { parkId: park!.id, fileName: 'b.xlsx', state: 'pending' },
        { parkId: park!.id, fileName: 'c.xlsx', state: 'success', total: 3, succeeded: 3, finishedAt: new Date() },
      ])
      .returning();

    expect(await failInterruptedImports(db)).toBe(2);

    for (const task of [running!, pending!]) {
      const [row] = await db.select().from(importTasks).where(eq(importTasks.id, task.id));
      expect(row).toMatchObject({ state: 'failed', errors: [{ row: 0, message: '服务重启，导入已中断，请重新导入' }] });
      expect(row?.finishedAt).toBeInstanceOf(Date);
    }
    const [untouched] = await db.select().from(importTasks).where(eq(importTasks.id, done!.id));
    expect(untouched?.state).toBe('success');
  });
});
