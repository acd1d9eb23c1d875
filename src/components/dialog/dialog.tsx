import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { Modal, type ModalProps } from 'antd';
import { sharedCatalogue } from '@/components/i18n/shared';
import { useTexts } from '@/stores/language';
import { DIALOG_WIDTH } from '@contract/constants';

export interface DialogProps extends Omit<ModalProps, 'keyboard' | 'maskClosable' | 'wrapProps'> {
  /**
   * Whether the dialog holds input not yet saved (read when Escape or a click outside would close it). Without it,
   * anything typed into the dialog since it opened counts; pass it where input is chosen rather than typed.
   */
  dirty?: boolean | (() => boolean);
}

type CloseEvent = SyntheticEvent | KeyboardEvent;

/** Escape (a key event) or a click on the mask, rather than 取消 or the close button. */
const fromOutside = (event: CloseEvent) => event.type === 'keydown' || !(event.target instanceof Element && event.target.closest('button'));

/**
 * A modal that Escape and a click outside close like 取消; when it holds unsaved input they ask first, so typed input
 * is not lost by a stray key or click.
 */
export function Dialog({ width = DIALOG_WIDTH, okText, cancelText, dirty, onCancel, open, ...rest }: DialogProps) {
  const texts = useTexts(sharedCatalogue);
  const typed = useRef(false);
  const [asking, setAsking] = useState<CloseEvent | null>(null);
  useEffect(() => {
    if (open) typed.current = false;
    else setAsking(null);
  }, [open]);

  const holdsInput = () => (dirty === undefined ? typed.current : typeof dirty === 'function' ? dirty() : dirty);
  const cancel = (event: CloseEvent) => {
    if (fromOutside(event) && holdsInput()) setAsking(event);
    else onCancel?.(event as Parameters<NonNullable<ModalProps['onCancel']>>[0]);
  };

  return (
    <>
      <Modal
        width={width}
        okText={okText ?? texts.ok}
        cancelText={cancelText ?? texts.cancel}
        open={open}
        onCancel={cancel}
        wrapProps={{ onInput: () => (typed.current = true) }}
        {...rest}
      />
      <Modal
        title={texts.notice}
        open={asking !== null}
        width={420}
        okText={texts.discard}
        cancelText={texts.keepEditing}
        okButtonProps={{ danger: true }}
        onOk={() => {
          const event = asking;
          setAsking(null);
          if (event) onCancel?.(event as Parameters<NonNullable<ModalProps['onCancel']>>[0]);
        }}
        onCancel={() => setAsking(null)}
      >
        {asking && texts.discardQuestion}
      </Modal>
    </>
  );
}
