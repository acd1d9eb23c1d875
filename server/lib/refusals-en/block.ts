/** One module group's English refusals: fixed sentences by their Chinese, and patterns for those carrying values. */
export interface RefusalBlock {
  fixed: Readonly<Record<string, string>>;
  patterns: ReadonlyArray<readonly [RegExp, (...parts: string[]) => string]>;
}
