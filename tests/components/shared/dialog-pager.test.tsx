import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '@/components/dialog/dialog';
import { Pager } from '@/components/pager/pager';

describe('Dialog', () => {
  it('does not close on Escape; 取消 and 确定 still work', async () => {
    const onCancel = vi.fn();
    const onOk = vi.fn();
    render(
      <Dialog open title="编辑园区" onCancel={onCancel} onOk={onOk}>
        对话内容
      </Dialog>,
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByText('对话内容')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(onOk).toHaveBeenCalledTimes(1);
  });

  it('stays open on Escape when its owner closes it on cancel', async () => {
    function Owner() {
      const [open, setOpen] = useState(true);
      return (
        <>
          {!open && <p>已关闭</p>}
          <Dialog open={open} title="表单" onCancel={() => setOpen(false)}>
            <input aria-label="名称" />
          </Dialog>
        </>
      );
    }
    render(<Owner />);
    await userEvent.click(await screen.findByRole('textbox', { name: '名称' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByText('已关闭')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(await screen.findByText('已关闭')).toBeInTheDocument();
  });

  it('does not close on a click on the mask either', async () => {
    const onCancel = vi.fn();
    render(<Dialog open title="遮罩" onCancel={onCancel}>内容</Dialog>);
    await screen.findByRole('dialog');
    for (const layer of document.querySelectorAll('.ant-modal-wrap, .ant-modal-mask')) {
      fireEvent.mouseDown(layer);
      fireEvent.mouseUp(layer);
      fireEvent.click(layer);
    }
    expect(document.querySelectorAll('.ant-modal-wrap, .ant-modal-mask').length).toBeGreaterThan(0);
    expect(onCancel).not.toHaveBeenCalled();
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
