import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Card, Flex, Spin } from 'antd';
import { fetchLogDetail, type OperationLogDetail } from '@/api/logs';
import { DetailView, type DetailItem } from '@/components/detail-view/detail-view';
import { LogChanges } from './log-changes';
import { RESULT_LABELS, userTypeLabel } from './log-labels';

const items: DetailItem<OperationLogDetail>[] = [
  { key: 'username', label: '操作人' },
  { key: 'userType', label: '用户类型', render: (log) => userTypeLabel(log.userType) },
  { key: 'module', label: '模块' },
  { key: 'action', label: '操作' },
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
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let current = true;
    if (!id) {
      setLoad({ state: 'error', message: '缺少日志编号' });
      return;
    }
    setLoad({ state: 'loading' });
    fetchLogDetail(id)
      .then((log) => current && setLoad({ state: 'done', log }))
      .catch((error: unknown) => current && setLoad({ state: 'error', message: error instanceof Error ? error.message : '加载失败' }));
    return () => {
      current = false;
    };
  }, [id, attempt]);

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
