import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from '@/app/app-root';
import { preloadFirstView } from '@/app/feedback/framed-router';
import { showsLogin } from '@/app/routes/public-paths';
import { loadKnown } from '@/lib/i18n/catalogue';
import { useLanguageStore } from '@/stores/language';
import { useSessionStore } from '@/stores/session';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

const render = () =>
  createRoot(container).render(
    <StrictMode>
      <AppRoot />
    </StrictMode>,
  );

// The first render waits for the parts of the first view, so it shows them without spinners, but not for a stalled
// network: then the parts still missing show their spinner. A failed download is retried, and reported, by the
// render that needs the part. The sign-in page is already on screen, from index.html (scripts/vite/prerender-login.ts):
// there the first render, which replaces it, waits for the real page however long it takes, rather than trade a
// usable-looking form for a spinner.
const WAIT_AT_MOST_MS = 3000;
const path = window.location.hash.replace(/^#/, '').split('?')[0] || '/';
const signedIn = useSessionStore.getState().accessToken !== null;
// An English reader's first view waits for its English words too (and antd's), so nothing shows in Chinese first.
const firstView = preloadFirstView(path, signedIn).then(() => loadKnown(useLanguageStore.getState().language));
const stalled = new Promise((resolve) => setTimeout(resolve, WAIT_AT_MOST_MS));
const ready = showsLogin(path, signedIn) ? firstView : Promise.race([firstView, stalled]);
void ready.catch(() => undefined).finally(render);
