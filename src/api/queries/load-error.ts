/** The message a failed load shows: the client's own (already from the error catalogue), else a generic one. */
export function loadError(error: unknown): string {
  return error instanceof Error && error.message ? error.message : '加载失败';
}
