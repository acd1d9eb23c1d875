import { Button, Card, Form, Input, Space } from 'antd';
import type { ReactNode } from 'react';
import { Uploader } from '@/components/uploader/uploader';
import { MAX_TEAM_MEMBERS } from '@contract/agency';

const need = (label: string) => [{ required: true, whitespace: true, message: `请输入${label}` }];

function Section({ name, title, addText, max, children }: { name: string; title: string; addText: string; max: number; children: (field: number) => ReactNode }) {
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <Card size="small" title={title} style={{ marginBottom: 16 }}>
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              type="inner"
              title={`${title}${index + 1}`}
              extra={<Button type="link" danger onClick={() => remove(field.name)}>删除</Button>}
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
  return (
    <Section name="members" title="团队成员" addText="添加成员" max={MAX_TEAM_MEMBERS}>
      {(n) => (
        <Space wrap align="start">
          <Form.Item name={[n, 'name']} label="姓名" rules={need('姓名')}><Input maxLength={30} /></Form.Item>
          <Form.Item name={[n, 'role']} label="职务" rules={need('职务')}><Input maxLength={30} /></Form.Item>
          <Form.Item name={[n, 'qualification']} label="资质"><Input maxLength={100} /></Form.Item>
          <Form.Item name={[n, 'photo']} label="照片"><Uploader mode="image" maxCount={1} buttonText="上传照片" /></Form.Item>
        </Space>
      )}
    </Section>
  );
}

export function QualificationList() {
  return (
    <Section name="qualifications" title="资质证书" addText="添加资质" max={50}>
      {(n) => (
        <>
          <Form.Item name={[n, 'name']} label="证书名称" rules={need('证书名称')}><Input maxLength={50} /></Form.Item>
          <Form.Item name={[n, 'files']} label="证书文件" rules={[{ required: true, type: 'array', min: 1, message: '请上传证书文件' }]}>
            <Uploader mode="image-pdf" maxCount={5} />
          </Form.Item>
        </>
      )}
    </Section>
  );
}

export function CaseList() {
  return (
    <Section name="cases" title="合作案例" addText="添加案例" max={50}>
      {(n) => (
        <>
          <Space wrap align="start">
            <Form.Item name={[n, 'client']} label="合作客户" rules={need('合作客户')}><Input maxLength={50} /></Form.Item>
            <Form.Item name={[n, 'period']} label="合作时间" rules={need('合作时间')}><Input maxLength={50} /></Form.Item>
          </Space>
          <Form.Item name={[n, 'result']} label="服务成果" rules={need('服务成果')}><Input.TextArea maxLength={1000} rows={3} /></Form.Item>
          <Form.Item name={[n, 'images']} label="案例图片"><Uploader mode="image" maxCount={9} /></Form.Item>
        </>
      )}
    </Section>
  );
}
