import type { ContentTypeKey } from '@/contract/content-types';

/** Where each type's screens live (the names of spec §2's screen table). */
export const CONTENT_SCREENS: Record<ContentTypeKey, { list: string; form: string; classes: string | null; detail?: string }> = {
  policy: { list: 'policy', form: 'policy-add', classes: 'policy-classify-mange', detail: 'policy-detail' },
  finance: { list: 'finance', form: 'finance-add', classes: 'finance-classify-mange' },
  service: { list: 'service', form: 'service-add', classes: 'service-classify-mange' },
  news: { list: 'news', form: 'news-add', classes: null },
  notice: { list: 'declaration-notice', form: 'declarationNotice-add', classes: null },
};
