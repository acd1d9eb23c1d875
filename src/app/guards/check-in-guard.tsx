import { Button, Modal, Result } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { companyUserQuery } from '@/api/queries/user-queries';
import { PageLoading } from '@/app/screens/page-loading';
import { CHECK_IN_ACKNOWLEDGED, checkInDecision, checkInNotice, COMPANY_FORM_PATH, isAcknowledgedArrival, showsCheckInDialog } from '@/app/guards/check-in';
import { isCheckInFree } from '@/app/screens/screen-lookup';
import { shellCatalogue } from '@/app/i18n/shell';
import { useTexts } from '@/stores/language';
import { useParkStore } from '@/stores/park';

/** Front host: a tenant that has not settled in sees what happens next instead of the asked page (spec §4). */
export function CheckInGuard({ screen, children }: { screen: string; children: ReactNode }) {
  const settled = useParkStore((state) => state.checkIn === 1);
  const location = useLocation();
  const asks = !settled && !isCheckInFree(screen) && !isAcknowledgedArrival(screen, location.state);
  const info = useQuery({ ...companyUserQuery(), enabled: asks });
  const decision = info.data ? checkInDecision(info.data.state) : null;
  const nowSettled = decision?.settled === true;
  const navigate = useNavigate();
  const texts = useTexts(shellCatalogue);

  useEffect(() => {
    if (nowSettled) useParkStore.getState().setCheckIn(1);
  }, [nowSettled]);

  if (!asks || (decision && (decision.settled || !showsCheckInDialog(decision.status)))) return <>{children}</>;
  if (info.isError && !info.isFetching) {
    return (
      <Result
        status="warning"
        title={texts.checkIn.unknown}
        extra={<Button onClick={() => void info.refetch()}>{texts.page.retry}</Button>}
      />
    );
  }
  if (!decision || decision.settled) return <PageLoading />;
  const notice = texts.checkIn[checkInNotice(decision.status)];
  return (
    <Modal
      open
      title={notice.title}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      footer={
        <Button type="primary" onClick={() => navigate(COMPANY_FORM_PATH, { state: CHECK_IN_ACKNOWLEDGED })}>
          {notice.action}
        </Button>
      }
    >
      <p>{notice.text}</p>
    </Modal>
  );
}
