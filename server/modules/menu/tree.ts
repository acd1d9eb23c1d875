import type { MenuNode } from '@contract/schemas/menu';
import type { MenuRow } from './queries';

// The granted menus plus every ancestor of one, so that a granted child is reachable in the tree.
function withAncestors(rows: MenuRow[], granted: Set<number> | null): Set<number> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keep = new Set<number>();
  for (const row of rows) {
    if (granted && !granted.has(row.id)) continue;
    let at: MenuRow | undefined = row;
    while (at && !keep.has(at.id)) {
      keep.add(at.id);
      at = at.parentId === null ? undefined : byId.get(at.parentId);
    }
  }
  return keep;
}

// Builds the tree from rows already in display order; `granted` null means every menu.
export function menuTree(rows: MenuRow[], granted: Set<number> | null): MenuNode[] {
  const keep = withAncestors(rows, granted);
  const nodes = new Map<number, MenuNode>();
  for (const row of rows) {
    if (!keep.has(row.id)) continue;
    nodes.set(row.id, { id: row.id, name: row.name, path: row.path, icon: row.icon, sort: row.sort, children: [] });
  }
  const roots: MenuNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id);
    if (!node) continue;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
