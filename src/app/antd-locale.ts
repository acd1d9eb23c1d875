import type { Locale } from 'antd/es/locale';
import zhCN from 'antd/es/locale/zh_CN';
import { registerLanguageLoader, type Language } from '@/lib/i18n/catalogue';

// antd's own words (pagers, pickers, empty tables, confirm buttons): Chinese with the page, English fetched with the
// English catalogues, only by who reads English.
let enUS: Locale | null = null;

registerLanguageLoader(async (language) => {
  if (language === 'en-US' && !enUS) enUS = (await import('antd/es/locale/en_US')).default;
});

export function antdLocale(language: Language): Locale {
  return language === 'en-US' && enUS ? enUS : zhCN;
}
