import { useMemo, useState } from 'react';
import { useTexts } from '@/stores/language';
import { useContractWord } from '@/components/i18n/contract-word';
import { lifeTreeCatalogue, type LifeTreeTexts } from './i18n/life-tree';
import { Alert, Button, Card, Descriptions, Space, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { Milestone, Tenancy } from '@/api/life-tree';
import { loadError } from '@/api/queries/load-error';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { PendingMark } from '@/components/profile-mark/profile-mark';
import { DeleteMilestoneDialog } from './delete-milestone-dialog';
import { LineChart } from '@/components/charts/line-chart';
import { stateLabel } from './life-tree-labels';
import { lifeTreeQuery } from './life-tree-queries';
import { MilestoneDialog, type MilestoneTarget } from './milestone-dialog';
import { TimelinePanel } from './timeline-panel';

const tenancyColumns = ({ tree }: LifeTreeTexts): DataColumn<Tenancy>[] => [
  { key: 'room', title: tree.room },
  { key: 'areaSqm', title: tree.area },
  { key: 'movedInOn', title: tree.movedIn },
  { key: 'movedOutOn', title: tree.movedOut, render: (row) => row.movedOutOn ?? tree.stillLet },
];

/** One company's life tree: who it is, headcount and area by month, the rooms it held, and its timeline. */
export function LifeTreeView({ companyId }: { companyId: number }) {
  const tree = useQuery(lifeTreeQuery(companyId));
  const [editing, setEditing] = useState<MilestoneTarget | null>(null);
  const [deleting, setDeleting] = useState<Milestone | null>(null);
  const texts = useTexts(lifeTreeCatalogue);
  const { tree: words } = texts;
  const word = useContractWord();
  const columns = useMemo(() => tenancyColumns(texts), [texts]);

  if (tree.isPending) return <Spin />;
  if (tree.isError) {
    return <Alert type="error" title={loadError(tree.error)} action={<Button onClick={() => void tree.refetch()}>{texts.common.retry}</Button>} />;
  }
  const { company, months, tenancies, timeline } = tree.data;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Descriptions
        bordered
        size="small"
        column={3}
        items={[
          { key: 'name', label: words.name, children: <PendingMark changePending={company.changePending}>{company.name}</PendingMark> },
          { key: 'state', label: words.state, children: stateLabel(company.state, word, texts.picker.notApplied) },
          { key: 'industry', label: words.industry, children: company.industry ?? '--' },
        ]}
      />
      <Card title={words.monthly} size="small">
        <LineChart
          label={words.monthlyChart(company.name)}
          categories={months.map((m) => m.month)}
          axes={[words.headcountAxis, words.area]}
          series={[
            { name: words.headcount, data: months.map((m) => m.headcount) },
            { name: words.areaLet, data: months.map((m) => m.areaSqm), axis: 1 },
          ]}
        />
      </Card>
      <Card title={words.tenancies} size="small">
        <DataTable<Tenancy> rows={tenancies} columns={columns} rowKey={(row) => `${row.roomId}-${row.movedInOn}`} emptyText={words.noTenancies} />
      </Card>
      <Card
        title={words.timeline}
        size="small"
        extra={
          <Button type="primary" onClick={() => setEditing({ companyId, milestone: null })}>
            {words.addMilestone}
          </Button>
        }
      >
        <TimelinePanel items={timeline} onEdit={(milestone) => setEditing({ companyId, milestone })} onDelete={setDeleting} />
      </Card>
      <MilestoneDialog target={editing} onClose={() => setEditing(null)} />
      <DeleteMilestoneDialog milestone={deleting} onClose={() => setDeleting(null)} />
    </Space>
  );
}
