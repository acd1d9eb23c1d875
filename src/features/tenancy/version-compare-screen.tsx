import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, Card, Flex, Select, Spin, Switch, Typography } from 'antd';
import type { CompanyVersions } from '@/api/tenancy';
import { loadError } from '@/api/queries/load-error';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { useFileNames } from '@/components/files/file-names';
import { fileNameOfUrl, isStoredFileUrl } from '@contract/files';
import { formatDate } from '@/lib/dates';
import { useContractWord } from '@/components/i18n/contract-word';
import { useTexts } from '@/stores/language';
import { stateText } from './company-fields';
import { tenancyCatalogue, type TenancyTexts } from './i18n/tenancy';
import { diffVersions, type DiffRow } from './version-diff';
import { versionQuery, versionsQuery } from './tenancy-queries';
import { StatusTag } from '@/components/status-tag/status-tag';

const CURRENT = 0;

function versionOptions(history: CompanyVersions, words: TenancyTexts['versions']) {
  return [
    { label: words.current, value: CURRENT },
    ...history.versions.map((v) => ({ label: words.audited(v.version, formatDate(v.auditedAt), v.auditedBy), value: v.version })),
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
  const words = useTexts(tenancyCatalogue).versions;
  const word = useContractWord();
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
    const fileName = (url: string) => known.get(url) ?? fileNameOfUrl(url);
    return diffVersions(right.data.models, left.data.data, right.data.data, { fileName, yuan: words.yuan, listSeparator: words.listSeparator });
  }, [left.data, right.data, files, names, words]);

  const choose = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };

  if (!valid) return <Alert type="warning" showIcon title={words.chooseCompany} />;
  if (history.isPending) return <Spin description={words.loading} />;
  if (history.isError) return <Alert type="error" showIcon title={loadError(history.error)} action={<Button onClick={() => void history.refetch()}>{words.retry}</Button>} />;

  const options = versionOptions(history.data, words);
  const label = (v: number) => options.find((o) => o.value === v)?.label ?? words.version(v);
  const columns: DataColumn<DiffRow>[] = [
    { key: 'label', title: words.field },
    { key: 'left', title: label(from), render: (row) => shown(row.left, row.changed) },
    { key: 'right', title: label(to), render: (row) => shown(row.right, row.changed) },
    { key: 'changed', title: words.compare, render: (row) => (row.changed ? <StatusTag tone="waiting">{words.changed}</StatusTag> : words.same) },
  ];
  const failed = left.error ?? right.error;
  const total = sections.reduce((n, s) => n + s.changed, 0);

  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex wrap gap={16} align="center">
          <Typography.Title level={5} style={{ margin: 0 }}>
            {words.companyState(history.data.company.name, word(stateText(history.data.company)))}
          </Typography.Title>
          <span>{words.from}</span>
          <Select aria-label={words.from} style={{ minWidth: 280 }} value={from} options={options} onChange={(v: number) => choose('from', String(v))} />
          <span>{words.with}</span>
          <Select aria-label={words.to} style={{ minWidth: 280 }} value={to} options={options} onChange={(v: number) => choose('to', String(v))} />
          <Switch checked={onlyChanged} onChange={(on) => choose('changed', on ? '1' : null)} aria-label={words.onlyChanged} />
          <span>{words.onlyChanged}</span>
        </Flex>
        {versions.length === 0 && <Alert style={{ marginTop: 12 }} type="info" showIcon title={words.noHistory} />}
      </Card>
      {failed && <Alert type="error" showIcon title={loadError(failed)} />}
      {(left.isPending || right.isPending) && !failed && <Spin description={words.loading} />}
      {left.data && right.data && (
        <>
          <Typography.Text>{words.changes(total)}</Typography.Text>
          {sections.map((section) => (
            <Card key={section.moduleKey} title={section.name} extra={section.changed ? <StatusTag tone="waiting">{words.sectionChanges(section.changed)}</StatusTag> : null}>
              <DataTable<DiffRow> rows={onlyChanged ? section.rows.filter((r) => r.changed) : section.rows} columns={columns} rowKey="key" emptyText={words.noChanges} />
            </Card>
          ))}
        </>
      )}
    </Flex>
  );
}
