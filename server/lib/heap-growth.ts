import v8 from 'node:v8';

/**
 * How far V8 lets a heap grow past what its last full collection kept, in percent. V8's own factor is dynamic, up to
 * 4× on a machine with memory to spare, and under load it uses it: with the embedded engine, the lists at 50
 * connections took the server's JavaScript heap from 57 to 155 MB (resident 264 → 400–450 MB, 1.5–1.7× idle) though
 * what stayed alive was under 50 MB, because requests waiting their turn at the engine outlive the young generation
 * and their garbage piles up in the old one. At 1.5× the old generation is collected sooner: resident peak 326–368 MB
 * (1.18–1.39× idle), for more collector work under such load (bench/startup-bench.ts's memory rows; README *Server
 * start-up and memory*).
 */
const HEAP_GROWING_PERCENT = 50;

/** Caps the growth of every heap of the process, the engine thread's included (flags are per process): call it before starting threads. */
export function capHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
