// What failed in the test command, and what passed only when run again, printed at its very end: a CI log may keep
// only its last lines, and a check that failed in the first two minutes or a journey that failed in the seventh would
// otherwise be hundreds of lines above them.
const MAX_LINES = 150;
const failures = [];
const flaky = [];

const capped = (lines) => (lines.length > MAX_LINES ? [...lines.slice(0, MAX_LINES), `… ${lines.length - MAX_LINES} more lines`] : lines);

/** Keeps `lines` (the failure's own output, or the end of the step's output) to print at the end under `name`. */
export function reportFailure(name, lines) {
  failures.push({ name, lines: capped(lines) });
}

/** Keeps `files` of the lane `name`, which failed (`lines`) and then passed when run again alone. */
export function reportFlaky(name, files, lines) {
  flaky.push({ name, files, lines: capped(lines) });
}

/** Prints what passed only when run again, then every failure kept; nothing when all passed the first time. */
export function printFailures(write) {
  for (const { name, files, lines } of flaky) {
    write(`\nFlaky (${name} lane): ${files.join(', ')} failed beside the suite and passed alone. The first failure:\n${lines.join('\n')}\n`);
  }
  if (failures.length === 0) return;
  write(`\nFailed: ${failures.map(({ name }) => name).join(', ')}\n`);
  for (const { name, lines } of failures) write(`\n--- ${name} ---\n${lines.join('\n')}\n`);
}

// eslint-disable-next-line no-control-regex -- the colour codes of a child's output are stripped on purpose
const ANSI = /\u001b\[[0-9;]*m/g;
const SECTION = /⎯\s*(Failed Tests|Failed Suites|Unhandled Errors?)\b/;
const SUMMARY = /^\s*Test Files\s/;
const TAIL = 60;

/** A Vitest run's failure section (from its first "Failed Tests", "Failed Suites" or "Unhandled Errors" rule to its
 * summary), or its last lines when it printed none (a crash). */
export function vitestFailures(output) {
  const lines = output.replace(ANSI, '').split('\n');
  const from = lines.findIndex((line) => SECTION.test(line));
  if (from < 0) return lines.slice(-TAIL);
  const to = lines.findIndex((line, index) => index > from && SUMMARY.test(line));
  return lines.slice(from, to < 0 ? undefined : to + 4);
}
