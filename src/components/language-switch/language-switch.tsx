import { Button } from 'antd';
import type { CSSProperties } from 'react';
import { LANGUAGE_NAMES } from '@/lib/i18n/catalogue';
import { useLanguage, useLanguageStore } from '@/stores/language';

/**
 * The switch to the other language, named in that language (and marked with it), on the sign-in page and in the
 * header: the words of everything shown change at once, once the new language's catalogues have come.
 */
export function LanguageSwitch({ style }: { style?: CSSProperties }) {
  const language = useLanguage();
  const choose = useLanguageStore((state) => state.choose);
  const next = language === 'zh-CN' ? 'en-US' : 'zh-CN';
  return (
    <Button type="link" size="small" autoInsertSpace={false} lang={next} style={style} onClick={() => void choose(next)}>
      {LANGUAGE_NAMES[next]}
    </Button>
  );
}
