import { useMemo, useState } from 'react';
import { useTexts } from '@/stores/language';
import { useContractWord } from '@/components/i18n/contract-word';
import { lifeTreeCatalogue } from './i18n/life-tree';
import { Button, Empty, Select, Space, Tag, Timeline, Typography } from 'antd';
import type { Milestone, TimelineItem } from '@/api/life-tree';
import { isMilestoneKind, milestoneKindLabel } from '@contract/company-milestones';
import { fenText, kindFilterOptions, MILESTONE_COLORS } from './life-tree-labels';

interface TimelinePanelProps {
  items: TimelineItem[];
  onEdit: (milestone: Milestone) => void;
  onDelete: (milestone: Milestone) => void;
}

const colorOf = (item: TimelineItem) => (item.source === 'milestone' && isMilestoneKind(item.kind) ? MILESTONE_COLORS[item.kind] : 'gray');

function ItemBody({ item, onEdit, onDelete }: { item: TimelineItem } & Pick<TimelinePanelProps, 'onEdit' | 'onDelete'>) {
  const { milestone } = item;
  const { common, tree } = useTexts(lifeTreeCatalogue);
  const word = useContractWord();
  return (
    <div>
      <Space wrap size={8}>
        <Typography.Text type="secondary">{item.date}</Typography.Text>
        <Tag color={item.source === 'milestone' ? colorOf(item) : undefined}>{item.source === 'event' ? tree.recorded : word(milestoneKindLabel(item.kind))}</Tag>
        <Typography.Text strong>{item.title}</Typography.Text>
        {item.amountFen !== null && <Typography.Text>{fenText(item.amountFen)}</Typography.Text>}
        {milestone && (
          <>
            <Button type="link" size="small" onClick={() => onEdit(milestone)}>
              {common.edit}
            </Button>
            <Button type="link" size="small" danger onClick={() => onDelete(milestone)}>
              {common.delete}
            </Button>
          </>
        )}
      </Space>
      {item.detail && <div><Typography.Text type="secondary">{item.detail}</Typography.Text></div>}
    </div>
  );
}

/** The company's timeline, oldest first, filtered by kind; milestones can be edited or deleted in place. */
export function TimelinePanel({ items, onEdit, onDelete }: TimelinePanelProps) {
  const [kinds, setKinds] = useState<string[]>([]);
  const { tree } = useTexts(lifeTreeCatalogue);
  const word = useContractWord();
  const options = useMemo(() => kindFilterOptions(word), [word]);
  const shown = kinds.length === 0 ? items : items.filter((item) => kinds.includes(item.kind));
  return (
    <div>
      <Space style={{ marginBottom: 16 }}>
        <span>{tree.filter}</span>
        <Select
          mode="multiple"
          allowClear
          aria-label={tree.filter}
          placeholder={tree.allKinds}
          style={{ minWidth: 320 }}
          options={options}
          virtual={false}
          value={kinds}
          onChange={setKinds}
        />
      </Space>
      {shown.length === 0 ? (
        <Empty description={tree.noRecords} />
      ) : (
        <Timeline
          items={shown.map((item) => ({
            key: item.key,
            color: colorOf(item),
            content: <ItemBody item={item} onEdit={onEdit} onDelete={onDelete} />,
          }))}
        />
      )}
    </div>
  );
}
