import { Card, Descriptions, Space } from 'antd';
import type { AnswerValue, RecordModel } from '@/api/enterprise';
import { ChangeMark, changedValue } from '@/components/change-mark/change-mark';
import { FileList } from '@/components/files/file-list';
import { DETAIL_LABEL_STYLE } from '@/components/detail-view/detail-view';
import { EMPTY_TEXT } from '@contract/constants';
import { answerText } from './record-fields';
import { StatusTag } from '@/components/status-tag/status-tag';
import { useTexts } from '@/stores/language';
import { enterpriseCatalogue } from './i18n/enterprise';

type ConfiguredField = RecordModel['fields'][number];

function Answer({ field, value }: { field: ConfiguredField; value: AnswerValue | undefined }) {
  const text = answerText(field, value, useTexts(enterpriseCatalogue).record);
  if (text === null) return <>{EMPTY_TEXT}</>;
  if (!Array.isArray(text)) return <>{text}</>;
  return <FileList files={text} />;
}

/** The record read-only, one card per model; a change waiting for audit shows beside what is in force. */
export function RecordView({ models }: { models: RecordModel[] }) {
  const words = useTexts(enterpriseCatalogue).record;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {models.map((model) => {
        const inForce = model.data ?? {};
        const pending = model.pending;
        return (
          <Card key={model.moduleKey} type="inner" title={model.name} extra={pending ? <StatusTag tone="waiting">{words.changePending}</StatusTag> : undefined}>
            <Descriptions
              bordered
              column={1}
              styles={{ label: DETAIL_LABEL_STYLE }}
              items={model.fields.map((field) => {
                const changed = pending !== null && changedValue(inForce[field.fieldKey], pending[field.fieldKey]);
                return {
                  key: field.fieldKey,
                  label: field.label,
                  children: (
                    <ChangeMark
                      current={<Answer field={field} value={inForce[field.fieldKey]} />}
                      next={<Answer field={field} value={pending?.[field.fieldKey]} />}
                      changed={changed}
                    />
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
