import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { LOGIN_PATH, PUBLIC_PATHS } from '@/app/routes/public-paths';
import { consoleTheme } from '@/app/theme';
import { LoginPage } from '@/features/auth/login-page';
import { KIND_INDEX_ATTRIBUTE, PRERENDERED_ATTRIBUTE, SUBMITTED_ATTRIBUTE } from '@/features/auth/prerendered-form';
import { LANGUAGE_STORAGE_KEY, useLanguageStore } from '@/stores/language';
import { SESSION_STORAGE_KEY } from '@/stores/session';

// antd's record of the styles a server page already carries: left out, so the app inserts its own styles as usual
// and the build-time copy only has to hold until the app's first render replaces it.
const CACHE_MAP_RULE = /\.data-ant-cssinjs-cache-path\{content:"[^"]*";\}/;

export interface LoginMarkup {
  /** The sign-in page as the app renders it on #/login, with no remembered host kind; `gate.attribute` marks it. */
  html: string;
  /** antd's CSS for that markup. */
  css: string;
  /** What index.html's script needs to decide whether the first view is the sign-in page. */
  gate: {
    loginPath: string;
    publicPaths: string[];
    sessionKey: string;
    languageKey: string;
    attribute: string;
    kindAttribute: string;
    submittedAttribute: string;
  };
}

/** Renders the sign-in page at build time (scripts/vite/prerender-login.ts), as AppRoot renders it on #/login. */
export function renderLoginMarkup(): LoginMarkup {
  // The copy is Chinese, whatever language the machine that builds it reads.
  useLanguageStore.setState({ language: 'zh-CN' });
  const cache = createCache();
  const page = renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider locale={zhCN} theme={consoleTheme}>
        <MemoryRouter initialEntries={[LOGIN_PATH]}>
          <LoginPage />
        </MemoryRouter>
      </ConfigProvider>
    </StyleProvider>,
  );
  return {
    // The app routes by the hash: its links read #/path (a memory router renders them as /path).
    html: page.replaceAll(' href="/', ' href="#/'),
    css: extractStyle(cache, { plain: true }).replace(CACHE_MAP_RULE, ''),
    gate: {
      loginPath: LOGIN_PATH,
      publicPaths: PUBLIC_PATHS,
      sessionKey: SESSION_STORAGE_KEY,
      languageKey: LANGUAGE_STORAGE_KEY,
      attribute: PRERENDERED_ATTRIBUTE,
      kindAttribute: KIND_INDEX_ATTRIBUTE,
      submittedAttribute: SUBMITTED_ATTRIBUTE,
    },
  };
}
