import type { ContentClass } from '@/api/content';

export interface ClassNode extends ContentClass {
  children?: ClassNode[];
}

/** The flat list as a tree, each level in its order. */
export function toTree(classes: ContentClass[], parentId: number | null = null): ClassNode[] {
  return classes
    .filter((c) => c.parentId === parentId)
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .map((c) => {
      const children = toTree(classes, c.id);
      return children.length ? { ...c, children } : { ...c };
    });
}

/** The ids of a node's level with the node moved one step up (-1) or down (+1); null at an end. */
export function movedOrder(classes: ContentClass[], node: ContentClass, step: -1 | 1): number[] | null {
  const level = toTree(classes, node.parentId).map((c) => c.id);
  const at = level.indexOf(node.id);
  const to = at + step;
  if (to < 0 || to >= level.length) return null;
  [level[at], level[to]] = [level[to]!, level[at]!];
  return level;
}
