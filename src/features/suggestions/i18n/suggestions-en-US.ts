import type { suggestionsZh } from '@/features/suggestions/i18n/suggestions-zh-CN';
import type { Texts } from '@/lib/i18n/catalogue';

export const texts: Texts<typeof suggestionsZh> = {
  view: 'View',
  state: 'Status',
  category: 'Category',
  companyName: 'Company name',
  company: 'Company',
  submittedOn: 'Submitted on',
  content: 'Request',
  assignee: 'Handled by',
  submittedAt: 'Submitted at',
  repliedAt: 'Replied at',
  reply: 'Reply',
  closeRemark: 'Closing note',
  closedAt: 'Closed at',
  attachments: 'Attachments',
  detailTitle: 'Request details',
  submit: {
    title: 'Submit a request',
    category: 'Category',
    button: 'Submit',
    done: 'Your request has been submitted; the park will tell you through your messages once it is handled',
    own: 'My requests',
  },
  handle: {
    title: (action) => `${action} the request`,
    quoted: (company, content) => `"${company}": ${content}`,
    replyRequired: 'Please enter the reply',
    assigneeRequired: 'Please choose who handles it',
    assigneePlaceholder: 'Choose someone of this park',
    replyText: 'Reply',
    replyPlaceholder: 'The company will read the reply in its messages',
    closePlaceholder: 'Closing note (optional), which the company will read',
  },
};
