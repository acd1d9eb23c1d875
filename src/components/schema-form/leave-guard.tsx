import { createContext, useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';
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

function RouteBlocker({ shouldBlock, kept }: Pick<LeaveGuardProps, 'shouldBlock'> & { kept: boolean }) {
  const texts = useTexts(sharedCatalogue);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      shouldBlock() &&
      (!kept || currentLocation.pathname === nextLocation.pathname) &&
      currentLocation.pathname + currentLocation.search !== nextLocation.pathname + nextLocation.search,
  );
  return (
    <Dialog title={texts.notice} open={blocker.state === 'blocked'} okText={texts.leave} cancelText={texts.stay} width={420} onOk={() => blocker.proceed?.()} onCancel={() => blocker.reset?.()}>
      {texts.leaveQuestion}
    </Dialog>
  );
}

/** Warns before leaving with unsaved changes: in-app navigation (data routers only) and reload/close. */
export function LeaveGuard({ dirty, shouldBlock }: LeaveGuardProps) {
  // useBlocker throws outside a data router; under a plain <HashRouter> only beforeunload guards.
  const inDataRouter = useContext(UNSAFE_DataRouterContext) !== null;
  const kept = useContext(KeptScreenContext);
  // Written while rendering, not in an effect: a hidden tab's effects are torn down, and its tab still asks on close.
  if (kept) kept.shouldBlock = shouldBlock;

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return inDataRouter ? <RouteBlocker shouldBlock={shouldBlock} kept={kept !== null} /> : null;
}
