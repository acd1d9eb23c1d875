import type { ContentTypeKey } from '@contract/content-types';
import type { ScreenName } from '@contract/screens/catalogue';

/** Where each type's screens live (the names of spec §2's screen table); `front` is the company's reading of it. */
export const CONTENT_SCREENS: Record<ContentTypeKey, { list: string; form: string; classes: ScreenName | null; detail?: string; front?: string }> = {
  policy: { list: 'policy', form: 'policy-add', classes: 'policy-classify-mange', detail: 'policy-detail', front: 'front-policy' },
  finance: { list: 'finance', form: 'finance-add', classes: 'finance-classify-mange' },
  service: { list: 'service', form: 'service-add', classes: 'service-classify-mange' },
  news: { list: 'news', form: 'news-add', classes: null, front: 'front-news' },
  notice: { list: 'declaration-notice', form: 'declarationNotice-add', classes: null, front: 'front-notice' },
};
