import type { StoreApi } from 'zustand';
import { attachMessages } from '@/app/feedback/message-queue';

// The components project runs many files in one worker that keeps its modules (vitest.config.ts: isolate false), so
// what the console keeps in module scope outlives a test unless it is put back. This does it after every test.

type Store = Pick<StoreApi<object>, 'setState' | 'getInitialState'>;

const isStore = (value: unknown): value is Store =>
  typeof value === 'function' && 'setState' in value && 'getInitialState' in value;

// Every zustand store of src/stores, found by its shape, so a store added there is reset without a line here.
const stores = Object.values(import.meta.glob<Record<string, unknown>>('/src/stores/*.{ts,tsx}', { eager: true }))
  .flatMap((module) => Object.values(module))
  .filter(isStore);

export function resetConsoleState(): void {
  for (const store of stores) store.setState(store.getInitialState(), true);
  dropWaitingMessages();
}

/**
 * Error messages raised while no app frame is mounted wait for the next frame: dropped, or the next test's shell would
 * show this test's errors. Also before every test: a call of the test before that fails after its teardown (its msw
 * handlers reset while the call was in flight) raises its message later, in the language put back, Chinese (seen in CI:
 * the English walk found "接口发送失败" on its first screen).
 */
export function dropWaitingMessages(): void {
  attachMessages(() => undefined)();
}
