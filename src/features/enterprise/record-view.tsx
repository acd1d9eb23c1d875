import { Card, Descriptions, Image, Space, Tag, Typography } from 'antd';
import type { AnswerValue, RecordModel } from '@/api/enterprise';
import { DETAIL_LABEL_STYLE } from '@/components/detail-view/detail-view';
import { EMPTY_TEXT } from '@/contract/constants';
import { answerText } from './record-fields';

type ConfiguredField = RecordModel['fields'][number];

const isImage = (url: string) => /\.(png|jpe?g|gif|webp|svg)(\?|$)/i.test(url);

function Answer({ field, value }: { field: ConfiguredField; value: AnswerValue | undefined }) {
  const text = answerText(field, value);
  if (text === null) return <>{EMPTY_TEXT}</>;
  if (!Array.isArray(text)) return <>{text}</>;
  return (
    <Space wrap>
      {text.map((url) =>
        isImage(url) ? (
          <Image key={url} src={url} width={80} alt={field.label} />
        ) : (
          <Typography.Link key={url} href={url} target="_blank" rel="noopener noreferrer">
            {url.split('/').pop()}
          </Typography.Link>
        ),
      )}
    </Space>
  );
}

const same = (a: AnswerValue | undefined, b: AnswerValue | undefined) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The record read-only, one card per model; a change waiting for audit shows beside what is in force. */
export function RecordView({ models }: { models: RecordModel[] }) {
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {models.map((model) => {
        const inForce = model.data ?? {};
        const pending = model.pending;
        return (
          <Card key={model.moduleKey} type="inner" title={model.name} extra={pending ? <Tag color="orange">变更待审核</Tag> : undefined}>
            <Descriptions
              bordered
              column={1}
              styles={{ label: DETAIL_LABEL_STYLE }}
              items={model.fields.map((field) => {
                const changed = pending !== null && !same(pending[field.fieldKey], inForce[field.fieldKey]);
                return {
                  key: field.fieldKey,
                  label: field.label,
                  children: (
                    <Space orientation="vertical" size={4}>
                      <Answer field={field} value={inForce[field.fieldKey]} />
                      {changed && (
                        <span>
                          <Tag color="orange">变更为</Tag>
                          <Answer field={field} value={pending[field.fieldKey]} />
                        </span>
                      )}
                    </Space>
                  ),
                };
              })}
            />
          </Card>
        );
      })}
    </Space>
  );
}
