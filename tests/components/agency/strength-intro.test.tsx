import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { StrengthIntroScreen } from '@/features/agency/strength-intro-screen';
import { agencyCalls } from '@/api/agency';
import { useSessionStore } from '@/stores/session';
import { mockCall } from '../shared/mock-call';
import { renderAt, setupMsw } from '../shared/test-kit';

let saved: unknown[];

setupMsw(
  mockCall(agencyCalls.ownStrength, () => ({ members: [{ name: '马骏', role: '创始合伙人', qualification: 'CPA', photo: null }], qualifications: [], cases: [] })),
  mockCall(agencyCalls.saveStrength, ({ body }) => {
    saved.push(body);
    return body;
  }),
);

beforeEach(() => {
  saved = [];
  useSessionStore.setState({ accessToken: 'token-abc', hostKey: 'agent', userType: 10 });
});

describe('strength-intro', () => {
  it('shows the team, adds a case (its fields required) and saves the whole strength', async () => {
    renderAt(<StrengthIntroScreen />);
    expect(await screen.findByDisplayValue('马骏')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '添加案例' }));
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请输入合作客户')).toBeInTheDocument();
    expect(saved).toEqual([]);
    await userEvent.type(screen.getByRole('textbox', { name: '合作客户' }), '甲公司');
    await userEvent.type(screen.getByRole('textbox', { name: '合作时间' }), '2025年');
    await userEvent.type(screen.getByRole('textbox', { name: '服务成果' }), '完成股改');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      members: [{ name: '马骏', role: '创始合伙人', qualification: 'CPA', photo: null }],
      qualifications: [],
      cases: [{ client: '甲公司', period: '2025年', result: '完成股改', images: [] }],
    });
  });
});
