import type { logsZh } from '@/features/logs/i18n/logs-zh-CN';
import type { Texts } from '@/lib/i18n/catalogue';

export const texts: Texts<typeof logsZh> = {
  user: 'User',
  userType: 'User type',
  module: 'Module',
  action: 'Action',
  target: 'Target',
  result: 'Result',
  time: 'Time',
  view: 'View',
  results: { success: 'Succeeded', failure: 'Failed' },
  exportButton: 'Export',
  exportFile: (stamp) => `operation-log-${stamp}.xlsx`,
  noId: 'No log entry given',
  loading: 'Loading...',
  retry: 'Retry',
  back: 'Back',
  detailTitle: 'Log entry',
  changes: 'Changes',
  noChanges: 'Nothing changed',
  field: 'Field',
  before: 'Before',
  after: 'After',
  value: 'Value',
};
