import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Card, Flex, Spin } from 'antd';
import type { OperationLogDetail } from '@/api/logs';
import { loadError } from '@/api/queries/load-error';
import { DetailView, type DetailItem } from '@/components/detail-view/detail-view';
import { userTypeLabel } from '@contract/host-kinds';
import { LOG_ACTIONS, LOG_MODULES } from '@contract/oplog';
import { LogChanges } from './log-changes';
import { logDetailQuery } from './log-queries';
import { labelsIn } from './log-labels';
import { useMemo } from 'react';
import { useTexts } from '@/stores/language';
import { useContractWord } from '@/components/i18n/contract-word';
import { logsCatalogue, type LogsTexts } from './i18n/logs';

const detailItems = (texts: LogsTexts, word: (word: string) => string): DetailItem<OperationLogDetail>[] => [
  { key: 'username', label: texts.user },
  { key: 'userType', label: texts.userType, render: (log) => { const label = userTypeLabel(log.userType); return label && word(label); } },
  { key: 'module', label: texts.module, format: { map: labelsIn(LOG_MODULES, word) } },
  { key: 'action', label: texts.action, format: { map: labelsIn(LOG_ACTIONS, word) } },
  { key: 'target', label: texts.target },
  { key: 'result', label: texts.result, format: { map: texts.results } },
  { key: 'ip', label: 'IP' },
  { key: 'createdAt', label: texts.time, format: 'datetime' },
];

type Load = { state: 'loading' } | { state: 'error'; message: string } | { state: 'done'; log: OperationLogDetail };

/** Screen `log-detail` (`#/log-detail?id=…`): one log entry with what it changed. */
export function LogDetailScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id');
  const texts = useTexts(logsCatalogue);
  const word = useContractWord();
  const items = useMemo(() => detailItems(texts, word), [texts, word]);
  const detail = useQuery({ ...logDetailQuery(id ?? ''), enabled: Boolean(id) });
  const retry = () => void detail.refetch();
  const load: Load = !id
    ? { state: 'error', message: texts.noId }
    : detail.isError && !detail.isFetching
      ? { state: 'error', message: loadError(detail.error) }
      : detail.data && !detail.isError
        ? { state: 'done', log: detail.data }
        : { state: 'loading' };

  return (
    <Flex vertical gap={16}>
      {load.state === 'loading' && <Spin description={texts.loading} />}
      {load.state === 'error' && (
        <Alert type="error" showIcon title={load.message} action={<Button size="small" onClick={retry}>{texts.retry}</Button>} />
      )}
      {load.state === 'done' && (
        <>
          <DetailView record={load.log} items={items} title={texts.detailTitle} />
          <Card title={texts.changes} size="small">
            <LogChanges before={load.log.before} after={load.log.after} />
          </Card>
        </>
      )}
      <div>
        <Button onClick={() => navigate(-1)}>{texts.back}</Button>
      </div>
    </Flex>
  );
}
