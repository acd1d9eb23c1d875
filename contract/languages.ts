// The languages of the console and of the server's words (issue 24 point 4): Chinese, the default, and English.
export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

export function isLanguage(value: unknown): value is Language {
  return value === 'zh-CN' || value === 'en-US';
}

/** One language tag (`en`, `en-GB`, `zh-Hans-CN`…) as ours, or null for another language. */
export function languageOfTag(tag: string | undefined): Language | null {
  const lower = tag?.trim().toLowerCase() ?? '';
  if (lower.startsWith('en')) return 'en-US';
  if (lower.startsWith('zh')) return 'zh-CN';
  return null;
}

/** The caller's language from an Accept-Language header: the first of ours by quality, else Chinese. */
export function languageOfHeader(header: string | undefined): Language {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { language: languageOfTag(tag), quality: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.language !== null && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked[0]?.language ?? DEFAULT_LANGUAGE;
}
