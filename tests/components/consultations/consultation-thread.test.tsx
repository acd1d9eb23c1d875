import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { consultationCalls } from '@contract/calls/consultations';
import type { ConsultationDetail, ConsultationPost, ConsultationRow, ThreadEntry } from '@contract/schemas/consultation';
import { PRIVILEGES } from '@contract/privileges';
import { AdviceOrderDetailScreen } from '@/features/consultations/advice-order-detail-screen';
import { AdviceOrderScreen } from '@/features/consultations/advice-order-screen';
import { FrontAdviceOrderScreen } from '@/features/consultations/front-advice-order-screen';
import { useParkStore } from '@/stores/park';
import { useSessionStore, type SessionHostKey } from '@/stores/session';
import { mockCall, refused } from '../shared/mock-call';
import { renderRoutes, setupMsw } from '../shared/test-kit';

const entry = (id: number, over: Partial<ThreadEntry>): ThreadEntry => ({
  id, author: 'company', authorName: '星云智能科技有限公司', kind: 'question', body: '奖励需要哪些材料？', attachments: [], createdAt: '2026-11-20T02:00:00.000Z', ...over,
});

const row = (over: Partial<ConsultationRow> = {}): ConsultationRow => ({
  id: 5, parkId: 1, companyId: 3, companyName: '星云智能科技有限公司', subjectType: 'policy', subjectId: 9, subjectTitle: '高新技术企业认定奖励办法',
  question: '奖励需要哪些材料？', state: 'open', version: 0, mechanismId: null, mechanismName: null, overdue: false, waitingSince: null,
  createdAt: '2026-11-20T02:00:00.000Z', updatedAt: '2026-11-20T02:00:00.000Z', ...over,
});

let detail: ConsultationDetail;
let posts: { url: string; body: ConsultationPost }[];
let stale: boolean;

const answer = (url: string) => ({ body }: { body: ConsultationPost }) => {
  posts.push({ url, body });
  if (stale) return refused('状态已变更，请刷新后重试');
  const author = url.startsWith('iv') ? 'agency' : url.includes('followUp') ? 'company' : 'park';
  detail = {
    ...detail, state: url.includes('followUp') ? 'followUp' : 'answered', version: detail.version + 1,
    thread: [...detail.thread, entry(detail.thread.length + 1, { author, authorName: { park: '园区运营 张江', agency: '启航企业服务中心', company: '星云智能科技有限公司' }[author], kind: url.includes('followUp') ? 'followUp' : 'reply', body: String(body.text) })],
  };
  return detail;
};

setupMsw(
  mockCall(consultationCalls.detail, () => detail),
  mockCall(consultationCalls.handed, () => detail),
  mockCall(consultationCalls.own, () => detail),
  mockCall(consultationCalls.reply, answer('admin/reply')),
  mockCall(consultationCalls.handedReply, answer('iv/reply')),
  mockCall(consultationCalls.followUp, answer('followUp')),
  mockCall(consultationCalls.list, () => ({ list: [row({ overdue: true }), row({ id: 6, state: 'closed', companyName: '智造机器人有限公司' })], total: 2 })),
);

function signIn(hostKey: SessionHostKey, privileges: string[] = []) {
  useSessionStore.setState({ accessToken: 'token-abc', hostKey, userType: hostKey === 'manage' ? 8 : hostKey === 'front' ? 9 : 10, privileges });
  useParkStore.setState({ parkId: 1, parkName: '张江科创园' });
}

beforeEach(() => {
  detail = { ...row(), thread: [entry(1, {})], actions: [] };
  posts = [];
  stale = false;
});

const routes = [
  { path: '/adviceOrderDetail', element: <AdviceOrderDetailScreen /> },
  { path: '/front-advice-order', element: <FrontAdviceOrderScreen /> },
  { path: '/advice-order', element: <AdviceOrderScreen /> },
];

describe('the consultation thread', () => {
  it('an operator replies: the reply shows in the thread, sent with the version seen, and the composer goes', async () => {
    signIn('manage', [PRIVILEGES.orderRouting.code]);
    renderRoutes(routes, '/adviceOrderDetail?id=5');
    expect(await screen.findByText('奖励需要哪些材料？')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '转交机构' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '关闭咨询' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('答复内容'), '请提交认定证书。');
    await userEvent.click(screen.getByRole('button', { name: /发送答复/ }));
    const reply = await screen.findByRole('article', { name: '答复 园区运营 张江' });
    expect(within(reply).getByText('请提交认定证书。')).toBeInTheDocument();
    expect(posts).toEqual([{ url: 'admin/reply', body: { id: 5, version: 0, text: '请提交认定证书。', attachments: [] } }]);
    await waitFor(() => expect(screen.queryByLabelText('答复内容')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: '转交机构' })).not.toBeInTheDocument();
  });

  it('keeps the typed reply when another operator changed it first', async () => {
    signIn('manage', [PRIVILEGES.orderRouting.code]);
    stale = true;
    renderRoutes(routes, '/adviceOrderDetail?id=5');
    await userEvent.type(await screen.findByLabelText('答复内容'), '稍后答复');
    await userEvent.click(screen.getByRole('button', { name: /发送答复/ }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(screen.getByLabelText('答复内容')).toHaveValue('稍后答复');
    expect(screen.queryByRole('article', { name: '答复 园区运营 张江' })).not.toBeInTheDocument();
  });

  it('shows no button to an operator without the order-routing privilege', async () => {
    signIn('manage');
    renderRoutes(routes, '/adviceOrderDetail?id=5');
    expect(await screen.findByText('奖励需要哪些材料？')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '关闭咨询' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('答复内容')).not.toBeInTheDocument();
  });

  it('gives the agency only a reply, and the company a follow-up and close once answered', async () => {
    signIn('agent');
    const view = renderRoutes(routes, '/adviceOrderDetail?id=5');
    expect(await screen.findByLabelText('答复内容')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '关闭咨询' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '转交机构' })).not.toBeInTheDocument();
    view.unmount();

    signIn('front');
    detail = { ...detail, state: 'answered', version: 1, thread: [...detail.thread, entry(2, { author: 'park', authorName: '园区运营 张江', kind: 'reply', body: '请提交认定证书。' })] };
    renderRoutes(routes, '/front-advice-order?id=5');
    expect(await screen.findByText('请提交认定证书。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '关闭咨询' })).toBeInTheDocument();
    expect(screen.queryByLabelText('答复内容')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('追问内容'), '原件还是复印件？');
    await userEvent.click(screen.getByRole('button', { name: /发送追问/ }));
    expect(await screen.findByRole('article', { name: '追问 星云智能科技有限公司' })).toHaveTextContent('原件还是复印件？');
  });

  it("marks overdue consultations in the park's list", async () => {
    signIn('manage', [PRIVILEGES.orderRouting.code]);
    renderRoutes(routes, '/advice-order');
    expect(await screen.findByText('共 2 条')).toBeInTheDocument();
    expect(within(screen.getAllByText('星云智能科技有限公司')[0]!.closest('tr')!).getByText('已超时')).toBeInTheDocument();
    expect(within(screen.getByText('智造机器人有限公司').closest('tr')!).queryByText('已超时')).not.toBeInTheDocument();
  });
});
