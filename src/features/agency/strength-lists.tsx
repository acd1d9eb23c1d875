import { Button, Card, Form, Input, Space } from 'antd';
import type { ReactNode } from 'react';
import { Uploader } from '@/components/uploader/uploader';
import { MAX_TEAM_MEMBERS } from '@contract/agency';
import { useTexts } from '@/stores/language';
import { agencyCatalogue, type AgencyTexts } from './i18n/agency';

type StrengthTexts = AgencyTexts['strength'];

const need = (words: StrengthTexts, label: string) => [{ required: true, whitespace: true, message: words.required(label) }];

function Section({ name, title, addText, max, children }: { name: string; title: string; addText: string; max: number; children: (field: number) => ReactNode }) {
  const words = useTexts(agencyCatalogue).strength;
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <Card size="small" title={title} style={{ marginBottom: 16 }}>
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              type="inner"
              title={words.itemTitle(title, index + 1)}
              extra={<Button type="link" danger onClick={() => remove(field.name)}>{words.remove}</Button>}
              style={{ marginBottom: 12 }}
            >
              {children(field.name)}
            </Card>
          ))}
          {fields.length < max && <Button onClick={() => add()}>{addText}</Button>}
        </Card>
      )}
    </Form.List>
  );
}

export function MemberList() {
  const w = useTexts(agencyCatalogue).strength;
  return (
    <Section name="members" title={w.members} addText={w.addMember} max={MAX_TEAM_MEMBERS}>
      {(n) => (
        <Space wrap align="start">
          <Form.Item name={[n, 'name']} label={w.memberName} rules={need(w, w.memberName)}><Input maxLength={30} /></Form.Item>
          <Form.Item name={[n, 'role']} label={w.role} rules={need(w, w.role)}><Input maxLength={30} /></Form.Item>
          <Form.Item name={[n, 'qualification']} label={w.qualification}><Input maxLength={100} /></Form.Item>
          <Form.Item name={[n, 'photo']} label={w.photo}><Uploader mode="image" maxCount={1} buttonText={w.uploadPhoto} /></Form.Item>
        </Space>
      )}
    </Section>
  );
}

export function QualificationList() {
  const w = useTexts(agencyCatalogue).strength;
  return (
    <Section name="qualifications" title={w.qualifications} addText={w.addQualification} max={50}>
      {(n) => (
        <>
          <Form.Item name={[n, 'name']} label={w.certificateName} rules={need(w, w.certificateName)}><Input maxLength={50} /></Form.Item>
          <Form.Item name={[n, 'files']} label={w.certificateFiles} rules={[{ required: true, type: 'array', min: 1, message: w.certificateFilesRequired }]}>
            <Uploader mode="image-pdf" maxCount={5} />
          </Form.Item>
        </>
      )}
    </Section>
  );
}

export function CaseList() {
  const w = useTexts(agencyCatalogue).strength;
  return (
    <Section name="cases" title={w.cases} addText={w.addCase} max={50}>
      {(n) => (
        <>
          <Space wrap align="start">
            <Form.Item name={[n, 'client']} label={w.client} rules={need(w, w.client)}><Input maxLength={50} /></Form.Item>
            <Form.Item name={[n, 'period']} label={w.period} rules={need(w, w.period)}><Input maxLength={50} /></Form.Item>
          </Space>
          <Form.Item name={[n, 'result']} label={w.result} rules={need(w, w.result)}><Input.TextArea maxLength={1000} rows={3} /></Form.Item>
          <Form.Item name={[n, 'images']} label={w.caseImages}><Uploader mode="image" maxCount={9} /></Form.Item>
        </>
      )}
    </Section>
  );
}
