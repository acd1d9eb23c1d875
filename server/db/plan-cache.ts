// Every statement with values runs on its generic plan, on both engines. PostgreSQL's default plans a prepared
// statement afresh with its values at each of its first five runs and keeps doing so whenever the generic plan's
// estimate is higher, which it was for the lists (their filters are values the estimate cannot see): each call paid
// for planning. Measured in one process on PGlite (best of 8 rounds), the log list took 551 µs a call planned with its
// values, 340 µs on its generic plan; on PostgreSQL the company list's bind (its planning) took 0.2–0.3 ms a call. The lists were
// written for one plan whatever the values (index-ordered reads cut at the page's end), and the plan tests read each
// statement's generic plan at the sizes the issues name (tests/server/park/plans.ts).
export const GENERIC_PLANS = ['-c', 'plan_cache_mode=force_generic_plan'] as const;
