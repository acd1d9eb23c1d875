import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from '@/components/rich-text/rich-text-editor';
import { SchemaForm } from '@/components/schema-form/schema-form';
import type { FormField } from '@/components/schema-form/form-fields';
import { stateTag } from '@/components/status-tag/status-tag';
import { ReviewDialog } from '@/components/review-dialog/review-dialog';
import { useLanguageStore } from '@/stores/language';
import { ORDER_STATES, ORDER_STATE_TONES } from '@contract/order-states';
import { renderAt, renderRoutes } from './test-kit';

// Issue 24 point 4: the shared pieces' own words (form buttons, required messages, placeholders, dialogs, the
// rich-text toolbar, state tags) follow the language; the words a screen hands them are the screen's own.
const HAN = /[\u3400-\u9fff]/;

beforeEach(() => act(() => useLanguageStore.getState().choose('en-US')));
afterEach(() => act(() => useLanguageStore.getState().choose('zh-CN')));

describe('the shared pieces in English', () => {
  it('gives a schema form English buttons, placeholders and required messages', async () => {
    const fields: FormField[] = [
      { type: 'text', name: 'name', label: 'park name', required: true },
      { type: 'select', name: 'kind', label: 'kind', required: true, options: [{ label: 'Industrial', value: 1 }] },
    ];
    const { container } = renderRoutes([{ path: '/', element: <SchemaForm fields={fields} onSubmit={vi.fn()} onCancel={vi.fn()} /> }], '/');
    expect(await screen.findByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Enter text')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Please enter park name')).toBeInTheDocument();
    expect(screen.getByText('Please choose kind')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(HAN);
  });

  it('shows a contract state in English and, back in Chinese, as declared', async () => {
    const tag = stateTag(ORDER_STATES, ORDER_STATE_TONES);
    const { rerender } = render(<>{tag('completed')}</>);
    expect(screen.getByText('Completed')).toBeInTheDocument();
    await act(() => useLanguageStore.getState().choose('zh-CN'));
    rerender(<>{tag('completed')}</>);
    expect(screen.getByText(ORDER_STATES.completed)).toBeInTheDocument();
  });

  it('asks for a reject reason in English', async () => {
    renderAt(<ReviewDialog open pass={false} name="Acme" what="the check-in" passNote="" reader="the company" submit={vi.fn()} onClose={vi.fn()} onDone={vi.fn()} />);
    expect(await screen.findByText('Reject the check-in')).toBeInTheDocument();
    expect(screen.getByText('Reject the check-in of "Acme"; the company will see the reason.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Reason for rejection is required')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(HAN);
  });

  it('names the rich-text toolbar in English', async () => {
    const { container } = render(<RichTextEditor />);
    expect(await screen.findByRole('button', { name: 'Bold' })).toHaveAttribute('title', 'Bold');
    expect(screen.getByRole('button', { name: 'Paragraph format' })).toHaveAttribute('data-label', 'Body text');
    const names = [...container.querySelectorAll('.ql-toolbar [aria-label]')].map((control) => control.getAttribute('aria-label') ?? '');
    expect(names.filter((name) => HAN.test(name))).toEqual([]);
  });
});
