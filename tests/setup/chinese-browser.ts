// jsdom reads English (navigator.language 'en-US'); the console's readers, and its screen tests, read Chinese, the
// default when nobody chose (src/stores/language.ts). Imported before any store is, so the language store starts so.
Object.defineProperty(window.navigator, 'language', { configurable: true, get: () => 'zh-CN' });
