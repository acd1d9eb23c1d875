// The client reports errors and loading to whoever renders them (the shell), without importing any UI.
type Listener<T> = (value: T) => void;

function channel<T>() {
  const listeners = new Set<Listener<T>>();
  return {
    subscribe(listener: Listener<T>): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(value: T): void {
      listeners.forEach((listener) => listener(value));
    },
  };
}

export const errorMessages = channel<string>();

let loadingCount = 0;
export const loadingChanges = channel<boolean>();

/** Overlapping calls that ask for the overlay share one: it shows while the count is above zero. */
export function beginLoading(): void {
  loadingCount += 1;
  if (loadingCount === 1) loadingChanges.emit(true);
}

export function endLoading(): void {
  loadingCount = Math.max(0, loadingCount - 1);
  if (loadingCount === 0) loadingChanges.emit(false);
}

export function isLoading(): boolean {
  return loadingCount > 0;
}
