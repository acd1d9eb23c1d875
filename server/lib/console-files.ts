import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

// How often a request for a name the listing lacks may list the folder again (a new build written under a running
// server is served at once; a stream of requests for missing names lists it at most this often).
const RELIST_MS = 1000;

/** The files of `root` by their path under it ('assets/x.js'), hidden files and folders left out. */
function listFiles(root: string): Set<string> {
  const files = new Set<string>();
  const walk = (folder: string, prefix: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const name = prefix + entry.name;
      if (entry.isDirectory()) walk(path.join(folder, entry.name), `${name}/`);
      else if (entry.isFile()) files.add(name);
    }
  };
  walk(root, '');
  return files;
}

/**
 * The built console, with hashed assets cached for a year and index.html always revalidated. A request is served
 * only when its path is, spelled exactly, a file of the folder's listing: @fastify/static's own wildcard route checks
 * each request's spelling by reading every folder on its path (the assets folder holds about 800 files, read two to
 * four times an asset, once per encoding tried), and a route per built file cost 0.2 s of every start. Whatever the
 * folder does not hold, holds only as a hidden file, or lies outside it falls through to the 404 handler.
 */
export function serveConsole(app: FastifyInstance, distDir: string): void {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) return;
  let files = listFiles(distDir);
  let listedAt = Date.now();
  const holds = (name: string): boolean => {
    if (files.has(name)) return true;
    if (Date.now() - listedAt < RELIST_MS) return false;
    files = listFiles(distDir);
    listedAt = Date.now();
    return files.has(name);
  };
  app.register(fastifyStatic, {
    root: distDir,
    // Files are sent by the route below (reply.sendFile), not by a route of the plugin's.
    serve: false,
    // The build writes .br and .gz beside each file (vite.config.ts); files without them are compressed on the fly.
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', (request, reply) => {
    const name = (request.params as { '*': string })['*'] || 'index.html';
    return holds(name) ? reply.sendFile(name) : reply.callNotFound();
  });
}
