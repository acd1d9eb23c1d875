import { Alert, Button, Card, Empty, Flex, Space, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { HomeKind } from '@/api/home';
import { loadError } from '@/api/queries/load-error';
import { sharedCatalogue } from '@/components/i18n/shared';
import { useContractWord } from '@/components/i18n/contract-word';
import { StatusTag } from '@/components/status-tag/status-tag';
import { formatDateTime } from '@/lib/dates';
import { useTexts } from '@/stores/language';
import { useParkStore } from '@/stores/park';
import { useSessionStore } from '@/stores/session';
import { homeCatalogue } from './i18n/home';
import { homeQuery } from './home-queries';

const ROWS = { listStyle: 'none', padding: 0, margin: 0 } as const;

/** One kind: how many wait, how many are late, the oldest few, each opening the screen where the user acts. */
function KindCard({ kind }: { kind: HomeKind }) {
  const texts = useTexts(homeCatalogue);
  const label = useContractWord()(kind.label);
  return (
    <Card
      size="small"
      title={
        <Space size={8}>
          <span>{label}</span>
          <Typography.Text type="secondary">{texts.count(kind.count)}</Typography.Text>
          {kind.overdue > 0 && <StatusTag tone="danger">{texts.overdueCount(kind.overdue)}</StatusTag>}
        </Space>
      }
      extra={<Link to={kind.screen} aria-label={texts.viewAllOf(label)}>{texts.viewAll}</Link>}
    >
      <ul aria-label={label} style={ROWS}>
        {kind.rows.map((row) => (
          <li key={row.id}>
            <Flex justify="space-between" gap={16} style={{ padding: '4px 0' }}>
              <Space size={8} wrap>
                <Link to={row.link}>{row.title}</Link>
                {row.overdue && <StatusTag tone="danger">{texts.overdue}</StatusTag>}
              </Space>
              <Typography.Text type="secondary">{formatDateTime(row.since)}</Typography.Text>
            </Flex>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** 待办: what waits for the signed-in user, by kind, oldest first (the first screen after sign-in). */
export function HomeScreen() {
  const texts = useTexts(homeCatalogue);
  const shared = useTexts(sharedCatalogue);
  const host = useSessionStore((s) => s.hostKey) ?? 'front';
  const parkId = useParkStore((s) => s.parkId);
  const { data, isPending, error, refetch } = useQuery(homeQuery(host, parkId));
  if (isPending) return <Spin />;
  if (error) return <Alert type="error" showIcon title={loadError(error)} action={<Button onClick={() => void refetch()}>{shared.retry}</Button>} />;
  const waiting = data.kinds.filter((kind) => kind.count > 0);
  if (waiting.length === 0) return <Empty description={texts.nothingWaits} />;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {waiting.map((kind) => (
        <KindCard key={kind.kind} kind={kind} />
      ))}
    </Space>
  );
}
