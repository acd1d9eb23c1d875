import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ConditionField } from '@/api/policies';
import { ConditionBuilder } from '@/features/content/policy/condition-builder';
import { draftProblem, toConditions, toDrafts, type ConditionDraft } from '@/features/content/policy/condition-draft';
import { renderAt } from '../shared/test-kit';

const FIELDS: ConditionField[] = [
  { key: 'basic.industry', label: '基本信息·所属行业', type: 'select', options: ['集成电路', '人工智能'] },
  { key: 'business.qualifications', label: '经营信息·企业资质', type: 'multi-select', options: ['高新技术企业', '专精特新'] },
];

// The builder as the policy form holds it: the rows, what the form would save, and the form's check.
function Harness() {
  const [drafts, setDrafts] = useState<ConditionDraft[]>(toDrafts([{ kind: 'industry', operator: 'in', value: ['人工智能'] }]));
  return (
    <>
      <ConditionBuilder fields={FIELDS} value={drafts} onChange={setDrafts} />
      <output data-testid="problem">{draftProblem(drafts) ?? '可以保存'}</output>
      <output data-testid="saved">{JSON.stringify(toConditions(drafts))}</output>
    </>
  );
}

/** Opens an antd select by its label and picks the option titled `option` in the open list. */
async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  const shown = await screen.findAllByTitle(option);
  await userEvent.click(shown[shown.length - 1]!);
}

const saved = () => JSON.parse(screen.getByTestId('saved').textContent ?? '[]') as unknown;

describe('the policy rule builder', () => {
  it('adds rows of each kind, offers the operators and choices that fit, and names the first incomplete row', async () => {
    renderAt(<Harness />);
    expect(screen.getAllByTestId('condition-row')).toHaveLength(1);
    expect(screen.getByTestId('problem')).toHaveTextContent('可以保存');

    await userEvent.click(screen.getByRole('button', { name: '添加条件' }));
    await choose('第2条条件类型', '在职人数');
    expect(within(screen.getAllByTestId('condition-row')[1]!).getByText('人')).toBeInTheDocument();
    expect(screen.getByTestId('problem')).toHaveTextContent('请完善第2条条件');
    await userEvent.type(screen.getByRole('spinbutton', { name: '第2条条件取值' }), '10');

    await userEvent.click(screen.getByRole('button', { name: '添加条件' }));
    await choose('第3条条件类型', '企业信息字段');
    await choose('第3条条件字段', '经营信息·企业资质');
    expect(within(screen.getAllByTestId('condition-row')[2]!).getByTitle('包含其一')).toBeInTheDocument();
    expect(screen.getByTestId('problem')).toHaveTextContent('请完善第3条条件');
    await choose('第3条条件取值', '高新技术企业');

    expect(screen.getByTestId('problem')).toHaveTextContent('可以保存');
    expect(saved()).toEqual([
      { kind: 'industry', operator: 'in', value: ['人工智能'] },
      { kind: 'headcount', operator: 'gte', value: 10 },
      { kind: 'field', operator: 'includes', target: 'business.qualifications', value: ['高新技术企业'] },
    ]);

    await userEvent.click(within(screen.getAllByTestId('condition-row')[0]!).getByRole('button', { name: '删除' }));
    expect(screen.getAllByTestId('condition-row')).toHaveLength(2);
    expect((saved() as { kind: string }[]).map((c) => c.kind)).toEqual(['headcount', 'field']);
  });
});
