// The real server and browser harness is shared with bench/ (scripts/harness.ts); tests reach it here.
export * from '../../scripts/harness';
