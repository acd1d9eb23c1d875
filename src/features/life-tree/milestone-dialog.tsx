import { useMemo, useState } from 'react';
import { useTexts } from '@/stores/language';
import { useContractWord } from '@/components/i18n/contract-word';
import { lifeTreeCatalogue } from './i18n/life-tree';
import { message, Segmented } from 'antd';
import { addMilestone, updateMilestone, type Milestone } from '@/api/life-tree';
import { useInvalidate } from '@/api/queries/invalidate';
import { Dialog } from '@/components/dialog/dialog';
import { SchemaForm } from '@/components/schema-form/schema-form';
import type { MilestoneKind } from '@contract/company-milestones';
import { milestoneKindOptions } from './life-tree-labels';
import { COMPARISON_KEY, LIFE_TREE_KEY } from './life-tree-queries';
import { milestoneFields } from './milestone-fields';
import { toMilestoneFields, toMilestoneForm, type MilestoneFormValues } from './milestone-form-values';

/** The amount is typed in 元: a refusal of `amountFen` sits at `amountYuan`. */
const formName = (field: string) => [field === 'amountFen' ? 'amountYuan' : field];

/** Adding a milestone to a company, or changing one: `milestone` null adds. */
export interface MilestoneTarget {
  companyId: number;
  milestone: Milestone | null;
}

interface MilestoneDialogProps {
  target: MilestoneTarget | null;
  onClose: () => void;
}

/** 新增里程碑 / 编辑里程碑: the kind chosen first, then the fields of that kind. */
export function MilestoneDialog({ target, onClose }: MilestoneDialogProps) {
  const texts = useTexts(lifeTreeCatalogue);
  return (
    <Dialog title={target?.milestone ? texts.milestone.editTitle : texts.tree.addMilestone} open={target !== null} onCancel={onClose} footer={null} destroyOnHidden>
      {target && <MilestoneEditor key={target.milestone?.id ?? 'new'} target={target} onClose={onClose} />}
    </Dialog>
  );
}

function MilestoneEditor({ target, onClose }: { target: MilestoneTarget; onClose: () => void }) {
  const [kind, setKind] = useState<MilestoneKind>(target.milestone?.kind ?? 'funding');
  const invalidate = useInvalidate();
  const texts = useTexts(lifeTreeCatalogue);
  const word = useContractWord();
  const fields = useMemo(() => milestoneFields(kind, texts), [kind, texts]);
  const save = async (values: MilestoneFormValues) => {
    const fields = toMilestoneFields(kind, values);
    if (target.milestone) await updateMilestone({ id: target.milestone.id, ...fields });
    else await addMilestone({ companyId: target.companyId, ...fields });
    void message.success(target.milestone ? texts.milestone.changed : texts.milestone.added);
    await invalidate(LIFE_TREE_KEY, COMPARISON_KEY);
    onClose();
  };
  return (
    <>
      <div style={{ marginBottom: 16 }}>
        <Segmented<MilestoneKind> aria-label={texts.milestone.kind} options={milestoneKindOptions(word)} value={kind} onChange={setKind} />
      </div>
      <SchemaForm<MilestoneFormValues>
        key={kind}
        fields={fields}
        initialValues={target.milestone && target.milestone.kind === kind ? toMilestoneForm(target.milestone) : undefined}
        nameOf={formName}
        onSubmit={save}
        onCancel={onClose}
        guardLeave={false}
        labelWidth={110}
      />
    </>
  );
}
