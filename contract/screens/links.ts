import { screenDeclaration, type ScreenName } from './catalogue';

/** A link's query: written in the order given, each value URI-encoded. */
export type LinkQuery = Record<string, string | number>;

function menuGroupOf(name: ScreenName): string | undefined {
  const { manageMenu, frontMenu, agentMenu } = screenDeclaration(name);
  return manageMenu?.group ?? frontMenu?.group ?? agentMenu?.group;
}

/** A console link to a screen, as a message carries it: /{name}?{query}, or /{group}/{name} where it opens that way. */
export function screenLink(name: ScreenName, query: LinkQuery = {}): string {
  const group = screenDeclaration(name).linkThroughMenu ? menuGroupOf(name) : undefined;
  const path = group ? `/${group}/${name}` : `/${name}`;
  const pairs = Object.entries(query).map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}
