// The options of the node that runs the compiled server (dist-server/main.js) or its demo image maker, given by whatever
// starts them: `npm start` (scripts/start.mjs), the server build (scripts/server-build.mjs) and the tests' and the
// bench's harness (scripts/harness.ts). They shape the process's V8 before any code runs: set from the server's own code
// they no longer reach everything (both measured on Node 24 below).
export const SERVER_NODE_ARGS = [
  // The embedded engine's WebAssembly stays on V8's baseline compiler (Liftoff), compiled once in one quick pass. By
  // default V8 also recompiles the functions that run often with its optimizing compiler (TurboFan) on background
  // threads, and PGlite's PostgreSQL is 9 MB of WebAssembly whose start runs much of it. The engine opening the cluster
  // image and running 20 statements, process CPU and resident peak: Node 20 1,583–1,593 → 672–756 ms, 324–327 →
  // 246–247 MB; Node 24 1,107–1,371 → 574–708 ms, 812–821 → 254–258 MB. The server's seeded start on Node 20: 1.49 →
  // 1.10 s median. The price is the optimized code's speed under sustained load: the heaviest lists at 50 connections
  // lose 10–20% on Node 20, still over twice issue 22's figures (README *Server start-up and memory*). Set at run time
  // (`v8.setFlagsFromString`, the twenty-first session's way) it did nothing on Node 24: the server still peaked at
  // 693–729 MB the second after its start, against 228–231 MB flat with this option. Without the embedded engine
  // (DATABASE_URL) the process compiles no WebAssembly and the option changes nothing.
  '--liftoff-only',
  // The young generation at Node 20's own size, 16 MB semi-spaces: Node 24's V8 lets it grow to 134 MB, and under the
  // bench's load (each list of issue 22 at 50 connections for 3 s) the server's resident memory peaked at 2.0× idle
  // there (548–569 MB against 270–283 MB); with this, 1.32–1.39× (357–397 MB). Node 20 reads the same either way
  // (1.35–1.37×). Set at run time instead, it reached only the engine's thread (448–455 MB).
  '--max-semi-space-size=16',
];
