import { Button, Flex, Input, InputNumber, Select, Typography } from 'antd';
import { MILESTONE_KINDS } from '@contract/company-milestones';
import {
  CONDITION_KIND_KEYS, CONDITION_KINDS, CONDITION_OPERATORS, type ConditionField, type ConditionKindDeclaration,
} from '@contract/policy-conditions';
import { contentCatalogue, type ContentTexts } from '../i18n/content';
import { useTexts } from '@/stores/language';
import { useContractWord } from '@/components/i18n/contract-word';
import { changed, CONDITIONS_MAX, newDraft, operatorsFor, valueKindOf, type ConditionDraft } from './condition-draft';

export interface ConditionBuilderProps {
  /** Set by the form item. */
  value?: ConditionDraft[];
  onChange?: (value: ConditionDraft[]) => void;
  /** The park's form fields a condition may read. */
  fields: ConditionField[];
}

const kindOptions = (word: (w: string) => string) => CONDITION_KIND_KEYS.map((kind) => ({ value: kind, label: word(CONDITION_KINDS[kind].label) }));
const milestoneOptions = (word: (w: string) => string) => Object.entries(MILESTONE_KINDS).map(([value, { label }]) => ({ value, label: word(label) }));

function choicesFor(draft: ConditionDraft, fields: ConditionField[]): string[] {
  if (draft.kind === 'field') return fields.find((f) => f.key === draft.target)?.options ?? [];
  // Industries are the park form's industry options when the form has them.
  if (draft.kind === 'industry') return fields.find((f) => f.key.endsWith('.industry') && f.type === 'select')?.options ?? [];
  return [];
}

function ValueInput({ draft, fields, label, onValue }: { draft: ConditionDraft; fields: ConditionField[]; label: string; onValue: (v: ConditionDraft['value']) => void }) {
  const { builder }: ContentTexts = useTexts(contentCatalogue);
  const word = useContractWord();
  const unit = (CONDITION_KINDS[draft.kind] as ConditionKindDeclaration).unit;
  switch (valueKindOf(draft.operator)) {
    case 'list': {
      const choices = choicesFor(draft, fields);
      return (
        <Select
          aria-label={builder.value(label)}
          mode={choices.length > 0 ? 'multiple' : 'tags'}
          options={choices.map((c) => ({ value: c, label: c }))}
          value={Array.isArray(draft.value) ? draft.value : []}
          onChange={(v: string[]) => onValue(v)}
          placeholder={choices.length > 0 ? builder.choose : builder.typeEnter}
          style={{ minWidth: 240, flex: 1 }}
        />
      );
    }
    case 'number':
      return (
        <Flex align="center" gap={4}>
          <InputNumber aria-label={builder.value(label)} min={0} max={1_000_000_000} value={typeof draft.value === 'number' ? draft.value : null} onChange={(v) => onValue(typeof v === 'number' ? v : null)} placeholder={builder.enter} />
          {unit && <Typography.Text>{word(unit)}</Typography.Text>}
        </Flex>
      );
    case 'text':
      return (
        <Input
          aria-label={builder.value(label)}
          maxLength={100}
          value={typeof draft.value === 'string' ? draft.value : ''}
          onChange={(e) => onValue(e.target.value)}
          placeholder={draft.operator === 'has' ? builder.hasPlaceholder : builder.enter}
          style={{ minWidth: 200, flex: 1 }}
        />
      );
  }
}

/** The policy form's rule builder: every row is one condition, all of them must hold for a company to match. */
export function ConditionBuilder({ value = [], onChange, fields }: ConditionBuilderProps) {
  const { builder, common, policy } = useTexts(contentCatalogue);
  const word = useContractWord();
  const set = (next: ConditionDraft[]) => onChange?.(next);
  const update = (index: number, change: Partial<ConditionDraft>) => set(value.map((d, i) => (i === index ? changed(d, change, fields) : d)));

  return (
    <Flex vertical gap={8}>
      {value.length === 0 && <Typography.Text type="secondary">{policy.noConditions}</Typography.Text>}
      {value.map((draft, index) => {
        const label = builder.row(index + 1);
        const declaration: ConditionKindDeclaration = CONDITION_KINDS[draft.kind];
        const field = fields.find((f) => f.key === draft.target);
        return (
          <Flex key={index} gap={8} wrap align="center" data-testid="condition-row">
            <Select aria-label={builder.kind(label)} options={kindOptions(word)} value={draft.kind} onChange={(kind) => update(index, { kind })} style={{ width: 140 }} />
            {declaration.target === 'field' && (
              <Select aria-label={builder.field(label)} options={fields.map((f) => ({ value: f.key, label: f.label }))} value={draft.target ?? undefined} onChange={(target: string) => update(index, { target })} placeholder={builder.chooseField} showSearch optionFilterProp="label" style={{ width: 200 }} />
            )}
            {declaration.target === 'milestone' && (
              <Select aria-label={builder.milestone(label)} options={milestoneOptions(word)} value={draft.target ?? undefined} onChange={(target: string) => update(index, { target })} style={{ width: 120 }} />
            )}
            <Select
              aria-label={builder.operator(label)}
              options={operatorsFor(draft.kind, field).map((op) => ({ value: op, label: word(CONDITION_OPERATORS[op]) }))}
              value={draft.operator}
              onChange={(operator) => update(index, { operator })}
              style={{ width: 110 }}
            />
            <ValueInput draft={draft} fields={fields} label={label} onValue={(v) => update(index, { value: v })} />
            <Button type="link" danger onClick={() => set(value.filter((_, i) => i !== index))}>
              {common.delete}
            </Button>
          </Flex>
        );
      })}
      <div>
        <Button onClick={() => set([...value, newDraft()])} disabled={value.length >= CONDITIONS_MAX}>
          {builder.add}
        </Button>
      </div>
    </Flex>
  );
}
