import { Space } from 'antd';
import type { ConsultationRow } from '@/api/consultations';
import type { DataColumn } from '@/components/data-table/data-table';
import { COLUMN_WIDTHS } from '@/components/data-table/column-widths';
import type { SearchOption } from '@/components/search-box/search-fields';
import { StatusTag } from '@/components/status-tag/status-tag';
import { useTexts } from '@/stores/language';
import { consultationsCatalogue, type ConsultationsTexts } from './i18n/consultations';
import { CONSULTATION_STATE_TONES, CONSULTATION_STATES, CONSULTATION_STATE_KEYS, CONSULTATION_SUBJECTS, CONSULTATION_SUBJECT_KEYS } from '@contract/consultation-states';

export const STATE_OPTIONS: SearchOption[] = CONSULTATION_STATE_KEYS.map((value) => ({ value, label: CONSULTATION_STATES[value].label }));
export const SUBJECT_OPTIONS: SearchOption[] = CONSULTATION_SUBJECT_KEYS.map((value) => ({ value, label: CONSULTATION_SUBJECTS[value] }));

/** The state, and 已超时 when the park has owed an answer too long. */
export function ConsultationStateTag({ row }: { row: Pick<ConsultationRow, 'state' | 'overdue'> }) {
  const texts = useTexts(consultationsCatalogue);
  return (
    <Space size={4} wrap>
      <StatusTag tone={CONSULTATION_STATE_TONES[row.state]}>{CONSULTATION_STATES[row.state].label}</StatusTag>
      {row.overdue && <StatusTag tone="danger">{texts.overdue}</StatusTag>}
    </Space>
  );
}

/** Each party's columns: the park's names the company and the agency it handed to; when it last changed is on the thread (查看). */
export function consultationColumns(texts: ConsultationsTexts): Record<'park' | 'company' | 'agency', DataColumn<ConsultationRow>[]> {
  const subject: DataColumn<ConsultationRow> = {
    key: 'subjectTitle', title: texts.subject, ellipsis: true,
    render: (row) => texts.subjectOf(CONSULTATION_SUBJECTS[row.subjectType], row.subjectTitle),
  };
  const question: DataColumn<ConsultationRow> = { key: 'question', title: texts.question, ellipsis: true };
  const state: DataColumn<ConsultationRow> = { key: 'state', title: texts.state, width: COLUMN_WIDTHS.stateWide, render: (row) => <ConsultationStateTag row={row} /> };
  const asked: DataColumn<ConsultationRow> = { key: 'createdAt', title: texts.askedAt, format: 'datetime' };
  const updated: DataColumn<ConsultationRow> = { key: 'updatedAt', title: texts.updatedAt, format: 'datetime' };
  const agency: DataColumn<ConsultationRow> = { key: 'mechanismName', title: texts.agency };
  const company: DataColumn<ConsultationRow> = { key: 'companyName', title: texts.company };
  return {
    park: [company, subject, question, state, agency, asked],
    company: [subject, question, state, asked, updated],
    agency: [company, subject, question, state, asked],
  };
}
