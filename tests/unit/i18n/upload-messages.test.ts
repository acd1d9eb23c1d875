import { afterEach, describe, expect, it } from 'vitest';
import { setFormatLanguage } from '@/lib/i18n/format-language';
import { checkCount, uploadMessages } from '@/lib/upload-rules';

const HAN = /[\u3400-\u9fff]/;

// The upload checks speak the language in effect, which the language store sets as it does for dates and money.
describe('the upload checks in English', () => {
  afterEach(() => setFormatLanguage('zh-CN'));

  it('refuses one file too many in English, and in Chinese by default', () => {
    expect(checkCount(3, 1, 3)).toBe('最多上传3个文件');
    setFormatLanguage('en-US');
    expect(checkCount(3, 1, 3)).toBe('At most 3 files');
  });

  it('has no Chinese left in any English message', () => {
    setFormatLanguage('en-US');
    const words = Object.values(uploadMessages()).map((message) => (typeof message === 'function' ? message(5) : message));
    expect(words.filter((word) => HAN.test(word))).toEqual([]);
  });
});
