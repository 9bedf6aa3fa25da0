// The graph as the tree page needs it: children by parent, and where a node may move (the API's rules,
// docs/protocols.md "Changing the structure": under the root or a location of the same graph, not the
// current parent, not itself nor anything inside it).
import type { GraphNode } from '@sereno/api-client';

export function childrenByParent(nodes: readonly GraphNode[]): Map<string | null, GraphNode[]> {
  const children = new Map<string | null, GraphNode[]>();
  for (const node of nodes) {
    const list = children.get(node.parentId) ?? [];
    list.push(node);
    children.set(node.parentId, list);
  }
  return children;
}

/** The ids of `id` and everything below it. */
export function subtreeOf(nodes: readonly GraphNode[], id: string): Set<string> {
  const inside = new Set([id]);
  // Tree order: each node comes after its parent, so one pass finds every descendant.
  for (const node of nodes) if (node.parentId && inside.has(node.parentId)) inside.add(node._id);
  return inside;
}

/** Where `node` may go, in tree order: the root and the locations outside it, but not its parent. */
export function moveTargets(nodes: readonly GraphNode[], node: GraphNode): GraphNode[] {
  if (node.kind === 'root') return [];
  const inside = subtreeOf(nodes, node._id);
  return nodes.filter((target) => target.kind !== 'room' && !inside.has(target._id) && target._id !== node.parentId);
}

/** The ancestors' ids of `id`, nearest first. */
export function ancestorsOf(byId: ReadonlyMap<string, GraphNode>, id: string): string[] {
  const ancestors: string[] = [];
  let current = byId.get(id)?.parentId ?? null;
  while (current) {
    ancestors.push(current);
    current = byId.get(current)?.parentId ?? null;
  }
  return ancestors;
}
