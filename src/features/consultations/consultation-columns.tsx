import { Space } from 'antd';
import type { ConsultationRow } from '@/api/consultations';
import type { DataColumn } from '@/components/data-table/data-table';
import { COLUMN_WIDTHS } from '@/components/data-table/column-widths';
import type { SearchOption } from '@/components/search-box/search-fields';
import { StatusTag } from '@/components/status-tag/status-tag';
import { CONSULTATION_STATE_TONES, CONSULTATION_STATES, CONSULTATION_STATE_KEYS, CONSULTATION_SUBJECTS, CONSULTATION_SUBJECT_KEYS } from '@contract/consultation-states';

export const STATE_OPTIONS: SearchOption[] = CONSULTATION_STATE_KEYS.map((value) => ({ value, label: CONSULTATION_STATES[value].label }));
export const SUBJECT_OPTIONS: SearchOption[] = CONSULTATION_SUBJECT_KEYS.map((value) => ({ value, label: CONSULTATION_SUBJECTS[value] }));

/** The state, and 已超时 when the park has owed an answer too long. */
export function ConsultationStateTag({ row }: { row: Pick<ConsultationRow, 'state' | 'overdue'> }) {
  return (
    <Space size={4} wrap>
      <StatusTag tone={CONSULTATION_STATE_TONES[row.state]}>{CONSULTATION_STATES[row.state].label}</StatusTag>
      {row.overdue && <StatusTag tone="danger">已超时</StatusTag>}
    </Space>
  );
}

const subject: DataColumn<ConsultationRow> = {
  key: 'subjectTitle', title: '咨询对象', ellipsis: true,
  render: (row) => `【${CONSULTATION_SUBJECTS[row.subjectType]}】${row.subjectTitle}`,
};
const question: DataColumn<ConsultationRow> = { key: 'question', title: '问题', ellipsis: true };
const state: DataColumn<ConsultationRow> = { key: 'state', title: '状态', width: COLUMN_WIDTHS.stateWide, render: (row) => <ConsultationStateTag row={row} /> };
const asked: DataColumn<ConsultationRow> = { key: 'createdAt', title: '提问时间', format: 'datetime' };
const updated: DataColumn<ConsultationRow> = { key: 'updatedAt', title: '最近更新', format: 'datetime' };
const agency: DataColumn<ConsultationRow> = { key: 'mechanismName', title: '转交机构' };

// The park's list names the company and the agency it handed to; when it last changed is on the thread (查看).
const company: DataColumn<ConsultationRow> = { key: 'companyName', title: '企业名称' };

export const parkColumns = [company, subject, question, state, agency, asked];
export const companyColumns = [subject, question, state, asked, updated];
export const agencyColumns = [company, subject, question, state, asked];
