import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Input, Space } from 'antd';
import type { PostInput } from '@/api/consultations';
import { Uploader } from '@/components/uploader/uploader';
import { CONSULTATION_ATTACHMENTS_MAX, CONSULTATION_TEXT_MAX } from '@contract/consultation-states';
import { useTexts } from '@/stores/language';
import { consultationsCatalogue } from './i18n/consultations';

interface ComposerProps {
  /** 答复 or 追问. */
  label: string;
  onSend: (input: PostInput) => Promise<unknown>;
}

const fileName = (url: string) => decodeURIComponent(url.split('/').pop() ?? url).slice(0, 100) || '附件';

/** A reply or a follow-up with attachments; what was typed stays when the call is refused. */
export function ConsultationComposer({ label, onSend }: ComposerProps) {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<string[]>([]);
  const { composer } = useTexts(consultationsCatalogue);
  const sending = useMutation({
    mutationFn: onSend,
    onSuccess: () => {
      setText('');
      setFiles([]);
    },
    // A refusal: the client has shown why (e.g. 状态已变更，请刷新后重试); the text stays.
  });
  const send = () => sending.mutate({ text: text.trim(), attachments: files.map((url) => ({ name: fileName(url), url })) });
  return (
    <Card title={label} size="small">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Input.TextArea
          aria-label={composer.text(label)}
          placeholder={composer.placeholder(label)}
          rows={4}
          maxLength={CONSULTATION_TEXT_MAX}
          showCount
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Uploader mode="word-pdf" maxCount={CONSULTATION_ATTACHMENTS_MAX} value={files} onChange={setFiles} buttonText={composer.upload} />
        <Button type="primary" loading={sending.isPending} disabled={!text.trim()} onClick={send}>
          {composer.send(label)}
        </Button>
      </Space>
    </Card>
  );
}
