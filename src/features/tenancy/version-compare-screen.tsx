import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, Card, Flex, Select, Spin, Switch, Tag, Typography } from 'antd';
import type { CompanyVersions } from '@/api/tenancy';
import { loadError } from '@/api/queries/load-error';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { useFileNames } from '@/components/files/file-names';
import { fileNameOfUrl, isStoredFileUrl } from '@contract/files';
import { formatDate } from '@/lib/dates';
import { stateText } from './company-fields';
import { diffVersions, type DiffRow } from './version-diff';
import { versionQuery, versionsQuery } from './tenancy-queries';

const CURRENT = 0;

function versionOptions(history: CompanyVersions) {
  return [
    { label: '当前信息', value: CURRENT },
    ...history.versions.map((v) => ({
      label: `第 ${v.version} 版（${formatDate(v.auditedAt)} 审核通过${v.auditedBy ? `，${v.auditedBy}` : ''}）`,
      value: v.version,
    })),
  ];
}

/** The stored files the versions answer with, once each (their original names are looked up together). */
function storedFilesIn(records: (Record<string, Record<string, unknown>> | undefined)[]): string[] {
  const urls = records.flatMap((r) => Object.values(r ?? {}).flatMap((answers) => Object.values(answers).flat()));
  return [...new Set(urls.filter((v): v is string => typeof v === 'string' && isStoredFileUrl(v)))];
}

const shown = (value: string, changed: boolean) => (changed ? <Typography.Text mark>{value}</Typography.Text> : value);

/** Screen `companyManage-detail-copy` (`?companyId=…&from=…&to=…`): an earlier audited version beside another, changes marked. */
export function VersionCompareScreen() {
  const [params, setParams] = useSearchParams();
  const companyId = Number(params.get('companyId'));
  const valid = Number.isInteger(companyId) && companyId > 0;
  const history = useQuery({ ...versionsQuery(companyId), enabled: valid });
  const versions = history.data?.versions ?? [];
  const from = params.has('from') ? Number(params.get('from')) : (versions[1]?.version ?? versions[0]?.version ?? CURRENT);
  const to = params.has('to') ? Number(params.get('to')) : CURRENT;
  const onlyChanged = params.get('changed') === '1';
  const left = useQuery({ ...versionQuery(companyId, from), enabled: valid && history.isSuccess });
  const right = useQuery({ ...versionQuery(companyId, to), enabled: valid && history.isSuccess });

  const files = useMemo(() => storedFilesIn([left.data?.data, right.data?.data]), [left.data, right.data]);
  const names = useFileNames(files);
  const sections = useMemo(() => {
    if (!left.data || !right.data) return [];
    const known = new Map(files.map((url, i) => [url, names[i] ?? fileNameOfUrl(url)]));
    return diffVersions(right.data.models, left.data.data, right.data.data, (url) => known.get(url) ?? fileNameOfUrl(url));
  }, [left.data, right.data, files, names]);

  const choose = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };

  if (!valid) return <Alert type="warning" showIcon title="请从入驻企业列表选择企业" />;
  if (history.isPending) return <Spin description="加载中..." />;
  if (history.isError) return <Alert type="error" showIcon title={loadError(history.error)} action={<Button onClick={() => void history.refetch()}>重试</Button>} />;

  const options = versionOptions(history.data);
  const label = (v: number) => options.find((o) => o.value === v)?.label ?? `第 ${v} 版`;
  const columns: DataColumn<DiffRow>[] = [
    { key: 'label', title: '字段' },
    { key: 'left', title: label(from), render: (row) => shown(row.left, row.changed) },
    { key: 'right', title: label(to), render: (row) => shown(row.right, row.changed) },
    { key: 'changed', title: '对比', render: (row) => (row.changed ? <Tag color="orange">已变更</Tag> : '相同') },
  ];
  const failed = left.error ?? right.error;
  const total = sections.reduce((n, s) => n + s.changed, 0);

  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex wrap gap={16} align="center">
          <Typography.Title level={5} style={{ margin: 0 }}>
            {history.data.company.name}（{stateText(history.data.company)}）
          </Typography.Title>
          <span>对比版本</span>
          <Select aria-label="对比版本" style={{ minWidth: 280 }} value={from} options={options} onChange={(v: number) => choose('from', String(v))} />
          <span>与</span>
          <Select aria-label="基准版本" style={{ minWidth: 280 }} value={to} options={options} onChange={(v: number) => choose('to', String(v))} />
          <Switch checked={onlyChanged} onChange={(on) => choose('changed', on ? '1' : null)} aria-label="只看变更" />
          <span>只看变更</span>
        </Flex>
        {versions.length === 0 && <Alert style={{ marginTop: 12 }} type="info" showIcon title="该企业还没有审核通过的历史版本，下面是当前信息" />}
      </Card>
      {failed && <Alert type="error" showIcon title={loadError(failed)} />}
      {(left.isPending || right.isPending) && !failed && <Spin description="加载中..." />}
      {left.data && right.data && (
        <>
          <Typography.Text>{total ? `共 ${total} 处变更，已标出` : '两个版本内容相同'}</Typography.Text>
          {sections.map((section) => (
            <Card key={section.moduleKey} title={section.name} extra={section.changed ? <Tag color="orange">{section.changed} 处变更</Tag> : null}>
              <DataTable<DiffRow> rows={onlyChanged ? section.rows.filter((r) => r.changed) : section.rows} columns={columns} rowKey="key" emptyText="没有变更" />
            </Card>
          ))}
        </>
      )}
    </Flex>
  );
}
