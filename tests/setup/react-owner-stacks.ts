import * as React from 'react';

/**
 * React's development build captures an `Error` at every element it creates (up to 10,000 per render), so a warning
 * can name the component that created the element ("owner stacks"). In the screen walk that was 17% of the CPU, the
 * largest single item. Tests assert what the screen shows and what the app sent, never a warning's owner, so the
 * components projects tell React its budget for the render is spent; warnings still print, with component stacks
 * from the fibers. Remove this file when a test needs an owner stack to find its cause.
 */
const internals = (React as unknown as Record<string, Record<string, unknown> | undefined>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (internals && 'recentlyCreatedOwnerStacks' in internals) {
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => Number.POSITIVE_INFINITY,
    set: () => undefined,
  });
}
