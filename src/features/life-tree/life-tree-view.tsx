import { useState } from 'react';
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

const tenancyColumns: DataColumn<Tenancy>[] = [
  { key: 'room', title: '房间' },
  { key: 'areaSqm', title: '面积（㎡）' },
  { key: 'movedInOn', title: '迁入日期' },
  { key: 'movedOutOn', title: '迁出日期', render: (row) => row.movedOutOn ?? '在租' },
];

/** One company's life tree: who it is, headcount and area by month, the rooms it held, and its timeline. */
export function LifeTreeView({ companyId }: { companyId: number }) {
  const tree = useQuery(lifeTreeQuery(companyId));
  const [editing, setEditing] = useState<MilestoneTarget | null>(null);
  const [deleting, setDeleting] = useState<Milestone | null>(null);

  if (tree.isPending) return <Spin />;
  if (tree.isError) {
    return <Alert type="error" title={loadError(tree.error)} action={<Button onClick={() => void tree.refetch()}>重试</Button>} />;
  }
  const { company, months, tenancies, timeline } = tree.data;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Descriptions
        bordered
        size="small"
        column={3}
        items={[
          { key: 'name', label: '企业名称', children: <PendingMark changePending={company.changePending}>{company.name}</PendingMark> },
          { key: 'state', label: '入驻状态', children: stateLabel(company.state) },
          { key: 'industry', label: '所属行业', children: company.industry ?? '--' },
        ]}
      />
      <Card title="人数与面积（每月末）" size="small">
        <LineChart
          label={`${company.name}每月末员工人数与租用面积`}
          categories={months.map((m) => m.month)}
          axes={['人数', '面积（㎡）']}
          series={[
            { name: '员工人数', data: months.map((m) => m.headcount) },
            { name: '租用面积（㎡）', data: months.map((m) => m.areaSqm), axis: 1 },
          ]}
        />
      </Card>
      <Card title="房间租用记录" size="small">
        <DataTable<Tenancy> rows={tenancies} columns={tenancyColumns} rowKey={(row) => `${row.roomId}-${row.movedInOn}`} emptyText="暂无租用记录" />
      </Card>
      <Card
        title="成长时间线"
        size="small"
        extra={
          <Button type="primary" onClick={() => setEditing({ companyId, milestone: null })}>
            新增里程碑
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
