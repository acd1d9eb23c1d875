import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { LeaveGuardHost } from '@/components/schema-form/leave-guard';
import { SchemaForm } from '@/components/schema-form/schema-form';
import { renderRoutes } from './test-kit';

// A screen with two forms (account info has its account and password forms): React Router consults one blocker per
// router, so before the host only the newer form guarded the screen and typing in the first left unasked.
function renderTwoForms() {
  return renderRoutes(
    [
      {
        path: '/two',
        element: (
          <LeaveGuardHost>
            <Link to="/elsewhere">去别处</Link>
            <SchemaForm fields={[{ type: 'text', name: 'name', label: '账号名称' }]} onSubmit={vi.fn()} />
            <SchemaForm fields={[{ type: 'text', name: 'password', label: '新密码' }]} onSubmit={vi.fn()} />
          </LeaveGuardHost>
        ),
      },
      { path: '/elsewhere', element: <p>别处页面</p> },
    ],
    '/two',
  );
}

describe('one leave guard host for every form of a screen', () => {
  it.each(['账号名称', '新密码'])('asks before leaving with unsaved changes in the form of %s', async (label) => {
    const { router } = renderTwoForms();
    await userEvent.type(screen.getByRole('textbox', { name: label }), '未保存');
    await userEvent.click(screen.getByRole('link', { name: '去别处' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('有未保存的修改，确定离开吗？')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /留\s*下/ }));
    expect(router.state.location.pathname).toBe('/two');
  });

  it('leaves unasked when neither form changed', async () => {
    renderTwoForms();
    await userEvent.click(screen.getByRole('link', { name: '去别处' }));
    expect(await screen.findByText('别处页面')).toBeInTheDocument();
  });
});
