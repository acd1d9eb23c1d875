import { useLocation } from 'react-router-dom';
import type { ContentTypeKey } from '@contract/content-types';
import { CONTENT_SCREENS } from './content-screens';

/** The content type a generic screen serves, read from the screen's route (`/policy`, `/news-add`…). */
export function useContentType(): ContentTypeKey {
  const screen = useLocation().pathname.split('/').filter(Boolean).pop() ?? '';
  const found = (Object.keys(CONTENT_SCREENS) as ContentTypeKey[]).find((type) => Object.values(CONTENT_SCREENS[type]).includes(screen));
  return found ?? 'policy';
}
