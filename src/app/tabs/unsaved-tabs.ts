import type { KeptScreenLeave } from '@/components/schema-form/leave-guard';

// What each open tab's screen says about unsaved changes, by tab path, while the tab is open.
const leaves = new Map<string, KeptScreenLeave>();

export function registerTabLeave(path: string, leave: KeptScreenLeave): () => void {
  leaves.set(path, leave);
  return () => {
    if (leaves.get(path) === leave) leaves.delete(path);
  };
}

/** Whether closing the tabs at `paths` would lose a form's unsaved changes. */
export function holdsUnsaved(paths: readonly string[]): boolean {
  return paths.some((path) => leaves.get(path)?.shouldBlock?.() === true);
}
