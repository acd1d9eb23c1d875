import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { managerAllotments, managerCommitments, users } from '../../db/schema';
import { requireHost } from '../../lib/access';
import { writeLog } from '../../lib/oplog';
import type { RequestContext } from '../../lib/request-context';

async function commitmentOf(db: Db, userId: number) {
  const [row] = await db
    .select({ content: managerCommitments.content, updatedAt: managerCommitments.updatedAt })
    .from(managerCommitments)
    .where(eq(managerCommitments.userId, userId));
  return row ?? null;
}

// A manager's own service commitment; null until they write one.
export async function myCommitment(db: Db, ctx: RequestContext) {
  const user = requireHost(ctx.user, 'manage');
  return commitmentOf(db, user.id);
}

export async function saveCommitment(db: Db, ctx: RequestContext, content: string) {
  const user = requireHost(ctx.user, 'manage');
  const before = await commitmentOf(db, user.id);
  const text = content.trim();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(managerCommitments)
      .values({ userId: user.id, content: text })
      .onConflictDoUpdate({ target: managerCommitments.userId, set: { content: text, updatedAt: sql`now()` } })
      .returning({ content: managerCommitments.content, updatedAt: managerCommitments.updatedAt });
    if (!row) throw new Error('commitment not saved');
    await writeLog(tx, ctx, {
      module: 'commitment', action: 'update', target: user.username, before: before ? { content: before.content } : null, after: { content: text },
    });
    return row;
  });
}

// A tenant company's customer-service manager in its park, with their commitment; null when none is allotted.
export async function companyManager(db: Db, ctx: RequestContext) {
  const user = requireHost(ctx.user, 'front');
  if (user.companyId === null || user.parkId === null) return null;
  const [row] = await db
    .select({
      managerId: users.id,
      name: sql<string>`coalesce(${users.nickname}, ${users.username})`,
      phone: users.phone,
      email: users.email,
      commitment: managerCommitments.content,
    })
    .from(managerAllotments)
    .innerJoin(users, eq(users.id, managerAllotments.managerId))
    .leftJoin(managerCommitments, eq(managerCommitments.userId, users.id))
    .where(and(eq(managerAllotments.parkId, user.parkId), eq(managerAllotments.kind, 'company'), eq(managerAllotments.targetId, user.companyId)));
  return row ?? null;
}
