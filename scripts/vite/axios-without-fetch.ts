// Stands in for axios's fetch adapter (see narrowImports in vite.config.ts). axios tries its XMLHttpRequest adapter
// first, which every browser has, so the console never reaches this one: reporting it unavailable keeps its 16 KB
// out of the HTTP client, and a call that asked for `adapter: 'fetch'` would fail with axios's own message.
export const getFetch = (): false => false;
