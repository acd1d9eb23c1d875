import { lifeTreeZh } from '@/features/life-tree/i18n/life-tree-zh-CN';
import { defineCatalogue, type Texts } from '@/lib/i18n/catalogue';

export const lifeTreeCatalogue = defineCatalogue(lifeTreeZh, () => import('@/features/life-tree/i18n/life-tree-en-US'));

export type LifeTreeTexts = Texts<typeof lifeTreeZh>;
