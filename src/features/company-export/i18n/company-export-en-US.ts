import type { companyExportZh } from '@/features/company-export/i18n/company-export-zh-CN';
import type { Texts } from '@/lib/i18n/catalogue';

export const texts: Texts<typeof companyExportZh> = {
  filter: {
    name: (name) => `company name contains "${name}"`,
    state: (state) => `status: ${state}`,
    building: 'in the chosen building',
    industry: (industry) => `industry contains "${industry}"`,
    creditCode: (code) => `unified social credit code is "${code}"`,
    manager: 'with the chosen account manager',
    mine: 'only those I manage',
  },
  picker: {
    all: 'All',
    allOf: (model) => `All of ${model}`,
    noFields: 'This group has no fields yet',
  },
  screen: {
    chooseFields: 'Choose the fields to export',
    scope: (filters) =>
      `Companies exported: ${filters || 'every company of this park'} (name, credit code, status, rooms and other basic information are always exported)`,
    separator: '; ',
    export: 'Export',
    back: 'Back to the company list',
    queued: (total) => `${total} companies: the export runs in the background; download it from the export tasks when done`,
    fileName: (stamp) => `companies-${stamp}.xlsx`,
    choosePark: 'Please choose a park first',
    retry: 'Retry',
  },
  tasks: {
    title: 'Export tasks',
    states: { pending: 'Queued', running: 'Exporting', success: 'Done', failed: 'Failed' },
    task: 'Task',
    taskName: (id) => `Export task #${id}`,
    state: 'Status',
    progress: 'Progress',
    companies: 'Companies',
    createdAt: 'Created at',
    actions: 'Actions',
    download: 'Download',
    empty: 'No export tasks yet',
  },
};
