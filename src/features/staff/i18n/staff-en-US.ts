import type { staffZh } from '@/features/staff/i18n/staff-zh-CN';
import type { Texts } from '@/lib/i18n/catalogue';

export const texts: Texts<typeof staffZh> = {
  fields: {
    name: 'Name',
    phone: 'Mobile number',
    idNumber: 'ID card number',
    department: 'Department',
    position: 'Position',
    entryDate: 'Start date',
    education: 'Education',
    phoneInvalid: 'Please enter a valid mobile number',
    idNumberKept: (masked) => `Now: ${masked}. Leave empty to keep it; a number typed replaces it`,
  },
  manage: {
    edit: 'Edit',
    delete: 'Delete',
    deleteQuestion: (name) => `Delete the staff member "${name}"?`,
    add: 'Add staff member',
    import: 'Bulk import',
  },
  form: {
    addTitle: 'Add staff member',
    editTitle: 'Edit staff member',
    saved: 'Staff member saved',
    added: 'Staff member added',
  },
  list: {
    chooseCompany: 'Please choose the company whose staff to view from the tenant list',
    summary: (company, total) => `${company}: ${total} staff member${total === 1 ? '' : 's'} (read-only)`,
  },
  import: {
    title: 'Bulk import staff',
    close: 'Close',
    guide: (rows) =>
      `Download the template, fill it in under its headers and upload it. Name, mobile number, ID card number and start date are required; at most ${rows} rows at a time; if any row is wrong, nothing is imported.`,
    template: 'Download template',
    choose: 'Choose a file and import',
    imported: (count) => `Imported: ${count} staff member${count === 1 ? '' : 's'}`,
    failed: (total, wrong) => `Import failed: ${total} rows, ${wrong} with errors; no staff member was imported. Please correct them and import again.`,
    errors: 'Import errors',
    rowError: (row, message) => `Row ${row}: ${message}`,
  },
};
