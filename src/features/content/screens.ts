import { screenCode, type ScreenCodes } from '@/lib/screen-code';

// One list, one form and one classification screen serve every content type, which each reads from its route;
// the editor (Quill) loads only with the form.
const contentList = () => screenCode(() => import('./content-list-screen'), (m) => m.ContentListScreen);
const contentForm = () => screenCode(() => import('./content-form-screen'), (m) => m.ContentFormScreen);
const contentClasses = () => screenCode(() => import('./class-tree-screen'), (m) => m.ClassTreeScreen);
const frontContent = () => screenCode(() => import('./front-content-screen'), (m) => m.FrontContentScreen);

/** The screens of features/content, by screen name (src/app/screens composes every feature's). */
export const contentScreens = {
  policy: contentList(),
  'policy-add': contentForm(),
  'policy-classify-mange': contentClasses(),
  'policy-detail': screenCode(() => import('./policy/policy-detail-screen'), (m) => m.PolicyDetailScreen),
  'front-policy': screenCode(() => import('./policy/front-policy-list-screen'), (m) => m.FrontPolicyListScreen),
  'front-policyDetail': screenCode(() => import('./policy/front-policy-detail-screen'), (m) => m.FrontPolicyDetailScreen),
  'front-news': frontContent(),
  'front-notice': frontContent(),
  'declaration-notice': contentList(),
  'declarationNotice-add': contentForm(),
  news: contentList(),
  'news-add': contentForm(),
  finance: contentList(),
  'finance-add': contentForm(),
  'finance-classify-mange': contentClasses(),
  service: contentList(),
  'service-add': contentForm(),
  'service-classify-mange': contentClasses(),
} satisfies ScreenCodes;
