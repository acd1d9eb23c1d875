import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Radio, Select, Space } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { callKey } from '@/api/call';
import { askConsultation, consultationCalls, fetchSubjects } from '@/api/consultations';
import { useInvalidate } from '@/api/queries/invalidate';
import { useFieldErrors } from '@/components/form-errors/use-field-errors';
import { Uploader } from '@/components/uploader/uploader';
import {
  CONSULTATION_ATTACHMENTS_MAX, CONSULTATION_SUBJECT_KEYS, CONSULTATION_SUBJECTS, CONSULTATION_TEXT_MAX, type ConsultationSubject,
} from '@contract/consultation-states';
import { CONSULTATION_LIST_KEYS } from './consultation-queries';
import { useTexts } from '@/stores/language';
import { consultationsCatalogue } from './i18n/consultations';

interface AskValues {
  subjectType: ConsultationSubject;
  subjectId?: number;
  question?: string;
  attachments?: string[];
}

const fileName = (url: string) => decodeURIComponent(url.split('/').pop() ?? url).slice(0, 100) || '附件';
const isSubject = (value: string | null): value is ConsultationSubject => CONSULTATION_SUBJECT_KEYS.includes(value as ConsultationSubject);

/** Screen `front-createAdviceOrder`: ask about a published policy or service of the park (`?type=&id=` preselects one). */
export function FrontCreateAdviceOrderScreen() {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const [params] = useSearchParams();
  const preset = params.get('type');
  const presetId = Number(params.get('id')) || undefined;
  const [form] = Form.useForm<AskValues>();
  const texts = useTexts(consultationsCatalogue);
  const words = texts.create;
  const fieldErrors = useFieldErrors(form);
  const subjectType = Form.useWatch('subjectType', form) ?? (isSubject(preset) ? preset : 'policy');
  const [title, setTitle] = useState('');
  const subjectQuery = { subjectType, ...(title ? { title } : {}) };
  const subjects = useQuery({ queryKey: callKey(consultationCalls.subjects, { body: subjectQuery }), queryFn: () => fetchSubjects(subjectQuery) });

  const asking = useMutation({
    mutationFn: ({ subjectType: type, subjectId, question, attachments }: Required<AskValues>) =>
      askConsultation({ subjectType: type, subjectId, question: question.trim(), attachments: attachments.map((url) => ({ name: fileName(url), url })) }),
    onSuccess: async (asked) => {
      await invalidate(...CONSULTATION_LIST_KEYS);
      navigate(`/front-advice-order?id=${asked.id}`);
    },
    // A refusal about a field shows under it, any other the client has shown; every value stays.
    onError: (error) => fieldErrors.apply(error),
  });

  const submit = ({ subjectType: type, subjectId, question, attachments }: AskValues) => {
    if (!subjectId || !question) return;
    asking.mutate({ subjectType: type, subjectId, question, attachments: attachments ?? [] });
  };

  return (
    <Card title={words.title}>
      <Form<AskValues>
        form={form}
        layout="vertical"
        style={{ maxWidth: 720 }}
        initialValues={{ subjectType, subjectId: presetId, attachments: [] }}
        onFinish={submit}
        onValuesChange={(changed: Partial<AskValues>) => {
          fieldErrors.onValuesChange(changed);
          if (changed.subjectType) {
            form.setFieldValue('subjectId', undefined);
            setTitle('');
          }
        }}
      >
        <Form.Item name="subjectType" label={texts.subjectType} rules={[{ required: true }]}>
          <Radio.Group options={CONSULTATION_SUBJECT_KEYS.map((value) => ({ value, label: CONSULTATION_SUBJECTS[value] }))} />
        </Form.Item>
        <Form.Item name="subjectId" label={texts.subject} rules={[{ required: true, message: words.subjectRequired }]}>
          <Select
            aria-label={texts.subject}
            placeholder={words.choose}
            loading={subjects.isPending}
            showSearch={{ filterOption: false, onSearch: setTitle }}
            options={(subjects.data ?? []).map((s) => ({ value: s.id, label: s.title }))}
          />
        </Form.Item>
        <Form.Item name="question" label={words.question} rules={[{ required: true, whitespace: true, message: words.questionRequired }]}>
          <Input.TextArea aria-label={words.question} rows={5} maxLength={CONSULTATION_TEXT_MAX} showCount placeholder={words.questionRequired} />
        </Form.Item>
        <Form.Item name="attachments" label={words.attachments}>
          <Uploader mode="word-pdf" maxCount={CONSULTATION_ATTACHMENTS_MAX} buttonText={texts.composer.upload} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={asking.isPending}>
            {words.submit}
          </Button>
          <Button onClick={() => navigate('/front-advice-order')}>{words.cancel}</Button>
        </Space>
      </Form>
    </Card>
  );
}
