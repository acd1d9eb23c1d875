import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { suggestionCalls, type Suggestion } from '@/api/suggestions';
import { CompanySuggestScreen } from '@/features/suggestions/company-suggest-screen';
import { useParkStore } from '@/stores/park';
import { useSessionStore } from '@/stores/session';
import { mockCall, refused } from '../shared/mock-call';
import { renderRoutes, setupMsw } from '../shared/test-kit';

const row: Suggestion = {
  id: 7, parkId: 3, companyId: 1, companyName: '星云智能科技有限公司', category: 'property', content: '三楼卫生间漏水', attachments: [],
  state: 'submitted', assigneeId: null, assigneeName: null, reply: null, repliedAt: null, closeRemark: null, closedAt: null,
  createdAt: '2026-11-20T02:00:00.000Z', version: 4,
};

let current: Suggestion;
let replies: unknown[] = [];
let refuseOnce = false;

setupMsw(
  mockCall(suggestionCalls.list, () => ({ list: [current], total: 1 })),
  mockCall(suggestionCalls.reply, ({ body }) => {
    replies.push(body);
    if (refuseOnce) {
      refuseOnce = false;
      return refused('状态已变更，请刷新后重试');
    }
    current = { ...current, state: 'replied', reply: '已安排维修', version: current.version + 1 };
    return current;
  }),
);

beforeEach(() => {
  current = row;
  replies = [];
  refuseOnce = true;
  useSessionStore.setState({ accessToken: 'token-abc', hostKey: 'manage', userType: 8, privileges: [] });
  useParkStore.setState({ parkId: 3, parkName: '张江科创园' });
});

describe('replying to a suggestion on companySuggest', () => {
  it('asks for a reply, keeps it when refused, sends it on the version shown, and the row shows 已回复', async () => {
    renderRoutes([{ path: '/companySuggest', element: <CompanySuggestScreen /> }], '/companySuggest');
    const cell = await screen.findByText('三楼卫生间漏水');
    fireEvent.click(within(cell.closest('tr')!).getByRole('button', { name: /回\s*复/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请填写回复内容')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: '回复内容' }), { target: { value: '已安排维修' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(replies).toHaveLength(1));
    expect(within(dialog).getByRole('textbox', { name: '回复内容' })).toHaveValue('已安排维修');
    // The refusal has settled once 确定 is no longer busy: a click before that is ignored, as a person's would be.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /确\s*定/ })).not.toHaveClass('ant-btn-loading'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(replies).toEqual([{ id: 7, version: 4, reply: '已安排维修' }, { id: 7, version: 4, reply: '已安排维修' }]));
    expect(await screen.findByText('已回复')).toBeInTheDocument();
    expect(within(screen.getByText('三楼卫生间漏水').closest('tr')!).queryByRole('button', { name: /回\s*复/ })).not.toBeInTheDocument();
  });
});
