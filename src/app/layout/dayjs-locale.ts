import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useLanguageStore } from '@/stores/language';
import type { Language } from '@/lib/i18n/catalogue';

// Dates in the screens read in the user's language (dayjs carries English itself). Set with the signed-in layout,
// before any screen renders, so the public pages do not download dayjs.
const dayjsLocale = (language: Language) => (language === 'en-US' ? 'en' : 'zh-cn');

dayjs.locale(dayjsLocale(useLanguageStore.getState().language));
useLanguageStore.subscribe((state) => dayjs.locale(dayjsLocale(state.language)));
