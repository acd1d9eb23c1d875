// A promise a test settles when it chooses: `fire` lets whatever awaits `promise` go on.
export function signal(): { promise: Promise<void>; fire: () => void } {
  let fire!: () => void;
  const promise = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { promise, fire };
}
