import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '@/components/dialog/dialog';
import { Pager } from '@/components/pager/pager';

describe('Dialog', () => {
  it('closes on Escape like 取消 when it holds no input; 取消 and 确定 still work', async () => {
    const onCancel = vi.fn();
    const onOk = vi.fn();
    render(
      <Dialog open title="编辑园区" onCancel={onCancel} onOk={onOk}>
        对话内容
      </Dialog>,
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('已填写的内容尚未保存，确定放弃吗？')).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    expect(onCancel).toHaveBeenCalledTimes(2);
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(onOk).toHaveBeenCalledTimes(1);
  });

  function Owner({ dirty }: { dirty?: boolean }) {
    const [open, setOpen] = useState(true);
    return (
      <>
        {!open && <p>已关闭</p>}
        <Dialog open={open} title="表单" dirty={dirty} onCancel={() => setOpen(false)}>
          <input aria-label="名称" />
        </Dialog>
      </>
    );
  }

  it('asks before Escape throws away typed input: 放弃 closes', async () => {
    render(<Owner />);
    await userEvent.type(await screen.findByRole('textbox', { name: '名称' }), '一号楼');
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('已填写的内容尚未保存，确定放弃吗？')).toBeInTheDocument();
    expect(screen.queryByText('已关闭')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /放\s*弃/ }));
    expect(await screen.findByText('已关闭')).toBeInTheDocument();
  });

  it('keeps the dialog and its input on 继续填写', async () => {
    render(<Owner />);
    await userEvent.type(await screen.findByRole('textbox', { name: '名称' }), '一号楼');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByRole('button', { name: '继续填写' }));
    expect(screen.queryByText('已关闭')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '名称' })).toHaveValue('一号楼');
  });

  it('closes on 取消 at once even with input: the user chose to', async () => {
    render(<Owner />);
    await userEvent.type(await screen.findByRole('textbox', { name: '名称' }), '一号楼');
    await userEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(await screen.findByText('已关闭')).toBeInTheDocument();
    expect(screen.queryByText('已填写的内容尚未保存，确定放弃吗？')).not.toBeInTheDocument();
  });

  function clickMask() {
    const wrap = document.querySelector('.ant-modal-wrap')!;
    fireEvent.mouseDown(wrap);
    fireEvent.mouseUp(wrap);
    fireEvent.click(wrap);
  }

  it('closes on a click outside, and asks first when its owner says it holds input', async () => {
    const onCancel = vi.fn();
    const { unmount } = render(<Dialog open title="遮罩" onCancel={onCancel}>内容</Dialog>);
    await screen.findByRole('dialog');
    clickMask();
    expect(onCancel).toHaveBeenCalledTimes(1);
    unmount();

    render(<Owner dirty />);
    await screen.findByRole('dialog');
    clickMask();
    expect(await screen.findByText('已填写的内容尚未保存，确定放弃吗？')).toBeInTheDocument();
    expect(screen.queryByText('已关闭')).not.toBeInTheDocument();
  });

  it('is 580px wide by default', async () => {
    render(<Dialog open title="宽度">内容</Dialog>);
    const dialog = await screen.findByRole('dialog');
    const modal = dialog.closest('.ant-modal') ?? dialog;
    expect((modal as HTMLElement).style.width).toBe('580px');
  });
});

describe('Pager', () => {
  it('shows 共 N 条, the page size, prev/next and a page jump', async () => {
    const onChange = vi.fn();
    render(<Pager page={1} total={35} onChange={onChange} />);
    expect(screen.getByText('共 35 条')).toBeInTheDocument();
    expect(screen.getByText('10 条/页')).toBeInTheDocument();
    expect(screen.getByTitle('上一页')).toBeInTheDocument();
    expect(screen.getByTitle('下一页')).toBeInTheDocument();
    expect(screen.getByTitle('4')).toBeInTheDocument();
    expect(screen.getByText(/跳至/)).toBeInTheDocument();

    await userEvent.click(screen.getByTitle('下一页'));
    expect(onChange).toHaveBeenLastCalledWith(2, 10);

    const jump = screen.getByRole('textbox', { name: '页' });
    await userEvent.type(jump, '3');
    fireEvent.keyUp(jump, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onChange).toHaveBeenLastCalledWith(3, 10);
  });

  it('counts zero rows too', () => {
    render(<Pager page={1} total={0} onChange={() => undefined} />);
    expect(screen.getByText('共 0 条')).toBeInTheDocument();
  });
});
