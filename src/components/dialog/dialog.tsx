import { Modal, type ModalProps } from 'antd';
import { DIALOG_WIDTH } from '@/contract/constants';

export type DialogProps = Omit<ModalProps, 'keyboard' | 'maskClosable'>;

/** A modal that Escape and a click on the mask never close, so typed input is not lost (spec §5). */
export function Dialog({ width = DIALOG_WIDTH, okText = '确定', cancelText = '取消', ...rest }: DialogProps) {
  return <Modal width={width} okText={okText} cancelText={cancelText} mask={{ closable: false }} keyboard={false} {...rest} />;
}
