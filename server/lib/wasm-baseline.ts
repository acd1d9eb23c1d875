import v8 from 'node:v8';

/**
 * Keeps WebAssembly on V8's baseline compiler (Liftoff), which compiles a function in one quick pass the first time it
 * runs. By default V8 also recompiles the functions that run often with its optimizing compiler (TurboFan) on
 * background threads, and the embedded engine's PostgreSQL is 9 MB of WebAssembly whose start runs much of it: on two
 * cores that recompiling was about a third of a seeded start's CPU (the engine opening a folder: 1.05–1.32 s of process
 * CPU → 0.54–0.88 s; the server's seeded start, alternated in one run: 1.49 → 1.10 s median, 2.47 → 1.72 s of CPU). The
 * optimized code is faster once made: the heaviest lists at 50 connections lose 10–20% (company list 708–885 → 589–691
 * req/s), still over twice issue 22's figures. README *Server start-up and memory*.
 */
export function runWasmOnBaseline(): void {
  v8.setFlagsFromString('--liftoff-only');
}
