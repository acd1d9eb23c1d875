import { useContext, useEffect } from 'react';
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

function RouteBlocker({ shouldBlock }: Pick<LeaveGuardProps, 'shouldBlock'>) {
  const texts = useTexts(sharedCatalogue);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      shouldBlock() && currentLocation.pathname + currentLocation.search !== nextLocation.pathname + nextLocation.search,
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

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return inDataRouter ? <RouteBlocker shouldBlock={shouldBlock} /> : null;
}
