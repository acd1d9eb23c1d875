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
import { RESULT_LABELS } from './log-labels';

const items: DetailItem<OperationLogDetail>[] = [
  { key: 'username', label: '操作人' },
  { key: 'userType', label: '用户类型', render: (log) => userTypeLabel(log.userType) },
  { key: 'module', label: '模块', format: { map: LOG_MODULES } },
  { key: 'action', label: '操作', format: { map: LOG_ACTIONS } },
  { key: 'target', label: '操作对象' },
  { key: 'result', label: '结果', format: { map: RESULT_LABELS } },
  { key: 'ip', label: 'IP' },
  { key: 'createdAt', label: '操作时间', format: 'datetime' },
];

type Load = { state: 'loading' } | { state: 'error'; message: string } | { state: 'done'; log: OperationLogDetail };

/** Screen `log-detail` (`#/log-detail?id=…`): one log entry with what it changed. */
export function LogDetailScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id');
  const detail = useQuery({ ...logDetailQuery(id ?? ''), enabled: Boolean(id) });
  const retry = () => void detail.refetch();
  const load: Load = !id
    ? { state: 'error', message: '缺少日志编号' }
    : detail.isError && !detail.isFetching
      ? { state: 'error', message: loadError(detail.error) }
      : detail.data && !detail.isError
        ? { state: 'done', log: detail.data }
        : { state: 'loading' };

  return (
    <Flex vertical gap={16}>
      {load.state === 'loading' && <Spin description="加载中..." />}
      {load.state === 'error' && (
        <Alert type="error" showIcon title={load.message} action={<Button size="small" onClick={retry}>重试</Button>} />
      )}
      {load.state === 'done' && (
        <>
          <DetailView record={load.log} items={items} title="日志详情" />
          <Card title="数据变化" size="small">
            <LogChanges before={load.log.before} after={load.log.after} />
          </Card>
        </>
      )}
      <div>
        <Button onClick={() => navigate(-1)}>返回</Button>
      </div>
    </Flex>
  );
}
