import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from '@/app/app-root';
import { preloadFirstView } from '@/app/feedback/framed-router';
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
// render that needs the part.
const WAIT_AT_MOST_MS = 3000;
const path = window.location.hash.replace(/^#/, '').split('?')[0] || '/';
const signedIn = useSessionStore.getState().accessToken !== null;
const stalled = new Promise((resolve) => setTimeout(resolve, WAIT_AT_MOST_MS));
void Promise.race([preloadFirstView(path, signedIn), stalled]).catch(() => undefined).finally(render);
