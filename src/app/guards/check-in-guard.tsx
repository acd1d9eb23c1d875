import { Button, Modal, Result } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchCompanyUserInfo } from '@/api/user';
import { PageLoading } from '@/app/screens/page-loading';
import { checkInDecision, checkInFreeScreens, checkInNotice, COMPANY_FORM_PATH, showsCheckInDialog } from '@/app/guards/check-in';
import { useParkStore } from '@/stores/park';

type Phase = { kind: 'checking' } | { kind: 'open' } | { kind: 'blocked'; status: number } | { kind: 'failed' };

/** Front host: a tenant that has not settled in sees what happens next instead of the asked page (spec §4). */
export function CheckInGuard({ screen, children }: { screen: string; children: ReactNode }) {
  const settled = useParkStore((state) => state.checkIn === 1);
  const exempt = checkInFreeScreens.has(screen);
  const [phase, setPhase] = useState<Phase>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const navigate = useNavigate();

  useEffect(() => {
    if (settled || exempt) return;
    let active = true;
    fetchCompanyUserInfo()
      .then((info) => {
        if (!active) return;
        const decision = checkInDecision(info.state);
        if (decision.settled) {
          useParkStore.getState().setCheckIn(1);
          setPhase({ kind: 'open' });
        } else {
          setPhase(showsCheckInDialog(decision.status) ? { kind: 'blocked', status: decision.status } : { kind: 'open' });
        }
      })
      .catch(() => active && setPhase({ kind: 'failed' }));
    return () => {
      active = false;
    };
  }, [settled, exempt, attempt]);

  if (settled || exempt || phase.kind === 'open') return <>{children}</>;
  if (phase.kind === 'checking') return <PageLoading />;
  if (phase.kind === 'failed') {
    return (
      <Result
        status="warning"
        title="暂时无法确认入驻状态"
        extra={
          <Button
            onClick={() => {
              setPhase({ kind: 'checking' });
              setAttempt((n) => n + 1);
            }}
          >
            重试
          </Button>
        }
      />
    );
  }
  const notice = checkInNotice(phase.status);
  return (
    <Modal
      open
      title={notice.title}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      footer={
        <Button type="primary" onClick={() => navigate(COMPANY_FORM_PATH)}>
          {notice.action}
        </Button>
      }
    >
      <p>{notice.text}</p>
    </Modal>
  );
}
