import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { UNSAFE_DataRouterContext, useBlocker, type Location } from 'react-router-dom';
import { Dialog } from '@/components/dialog/dialog';
import { sharedCatalogue } from '@/components/i18n/shared';
import { useTexts } from '@/stores/language';

export interface LeaveGuardProps {
  /** Whether there are unsaved changes right now (drives the browser's beforeunload prompt). */
  dirty: boolean;
  /** Asked at navigation time, so a save that navigates away is not stopped. */
  shouldBlock: () => boolean;
}

/**
 * A screen kept alive in a tab (src/app/tabs): leaving it for another screen loses nothing, so only opening it at
 * another URL (another record) asks; its tab asks `shouldBlock` before it closes.
 */
export interface KeptScreenLeave {
  shouldBlock: (() => boolean) | null;
}

export const KeptScreenContext = createContext<KeptScreenLeave | null>(null);

/** One form's say on leaving: kept, it asks only when its own screen is opened at another URL. */
interface Guard {
  shouldBlock: () => boolean;
  kept: boolean;
}

// React Router consults one blocker per router (with two, only the newest, and it warns): a screen with two forms
// (account info) or a form in a dialog over a form would guard only one of them. The host holds one blocker that asks
// every mounted guard; a hidden tab's guards are unmounted with its effects, so only the screen on view asks.
interface Guards {
  add: (guard: Guard) => void;
  remove: (guard: Guard) => void;
}
const GuardsContext = createContext<Guards | null>(null);

function blocks(guards: ReadonlySet<Guard>, current: Location, next: Location): boolean {
  if (current.pathname + current.search === next.pathname + next.search) return false;
  return [...guards].some((guard) => guard.shouldBlock() && (!guard.kept || current.pathname === next.pathname));
}

function RouteBlocker({ guards }: { guards: ReadonlySet<Guard> }) {
  const texts = useTexts(sharedCatalogue);
  const blocker = useBlocker(useCallback(({ currentLocation, nextLocation }: { currentLocation: Location; nextLocation: Location }) => blocks(guards, currentLocation, nextLocation), [guards]));
  return (
    <Dialog title={texts.notice} open={blocker.state === 'blocked'} okText={texts.leave} cancelText={texts.stay} width={420} onOk={() => blocker.proceed?.()} onCancel={() => blocker.reset?.()}>
      {texts.leaveQuestion}
    </Dialog>
  );
}

/**
 * The one blocker of the screens below it (the shell's screens); a guard outside any host blocks on its own. The
 * blocker is there only while a form is: React Router warns on every typed address while any blocker is registered.
 */
export function LeaveGuardHost({ children }: { children: ReactNode }) {
  const inDataRouter = useContext(UNSAFE_DataRouterContext) !== null;
  const [guards] = useState(() => new Set<Guard>());
  const [count, setCount] = useState(0);
  const registry = useMemo<Guards>(
    () => ({
      add: (guard) => setCount(guards.add(guard).size),
      remove: (guard) => {
        guards.delete(guard);
        setCount(guards.size);
      },
    }),
    [guards],
  );
  return (
    <GuardsContext.Provider value={registry}>
      {inDataRouter && count > 0 && <RouteBlocker guards={guards} />}
      {children}
    </GuardsContext.Provider>
  );
}

/** Warns before leaving with unsaved changes: in-app navigation (data routers only) and reload/close. */
export function LeaveGuard({ dirty, shouldBlock }: LeaveGuardProps) {
  // useBlocker throws outside a data router; under a plain <HashRouter> only beforeunload guards.
  const inDataRouter = useContext(UNSAFE_DataRouterContext) !== null;
  const kept = useContext(KeptScreenContext);
  // Written while rendering, not in an effect: a hidden tab's effects are torn down, and its tab still asks on close.
  if (kept) kept.shouldBlock = shouldBlock;

  const host = useContext(GuardsContext);
  const [guard] = useState<Guard>(() => ({ shouldBlock, kept: kept !== null }));
  guard.shouldBlock = shouldBlock;
  const [own] = useState(() => new Set([guard]));
  useEffect(() => {
    if (!host) return;
    host.add(guard);
    return () => host.remove(guard);
  }, [host, guard]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return inDataRouter && !host ? <RouteBlocker guards={own} /> : null;
}
