import { Alert, Flex, Segmented } from 'antd';
import { useEffect, useRef, useState, useTransition } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { HostKey } from '@/api/types';
import { AuthFrame } from '@/features/auth/auth-frame';
import { errorText } from '@/features/auth/error-text';
import { LoginFields, type Credentials } from '@/features/auth/login-fields';
import { loginCatalogue } from '@/features/auth/i18n/login';
import { loginKinds, rememberedKind, rememberKind } from '@/features/auth/login-kind';
import { takeOverPrerendered } from '@/features/auth/prerendered-form';
import { kindMismatch, startSession } from '@/features/auth/start-session';
import { LanguageSwitch } from '@/components/language-switch/language-switch';
import { useTexts } from '@/stores/language';
import { useSessionEndStore } from '@/stores/session-end';

// The HTTP client (axios) is only needed once the form is sent: fetched at the first touch of the page (a key, a
// pointer, a focus), not with the page, so #/login's first load stays within its budget with room for its words.
const authApi = () => import('@/api/auth');

/** Only in-app paths may be returned to after login. */
function safeRedirect(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/login') ? value : '/';
}

export function LoginPage() {
  const texts = useTexts(loginCatalogue);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // What was done on index.html's copy of this page before the app loaded: kept, and a submit made there is made here.
  const [handover] = useState(takeOverPrerendered);
  const [kind, setKind] = useState<HostKey>(
    () => (handover.kindIndex !== null ? loginKinds[handover.kindIndex] : undefined) ?? rememberedKind(params.get('kind')),
  );
  const [error, setError] = useState<string | null>(null);
  const ended = useSessionEndStore((state) => state.reason);
  // A React action, not a mutation: TanStack Query stays off the sign-in page (its first load is budgeted).
  const [busy, startSending] = useTransition();
  const redirect = safeRedirect(params.get('redirect'));
  const linkToken = params.get('refresh_token');
  const linkOrigin = params.get('origin');
  const linkTried = useRef(false);

  // Fetch the client at the first touch, so sending the form does not wait for the download.
  useEffect(() => {
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    const fetchClient = () => {
      for (const event of events) window.removeEventListener(event, fetchClient, true);
      void authApi();
    };
    for (const event of events) window.addEventListener(event, fetchClient, true);
    // A field focused on index.html's copy (restored by the app) counts as a touch.
    if (document.activeElement instanceof HTMLInputElement) fetchClient();
    return () => {
      for (const event of events) window.removeEventListener(event, fetchClient, true);
    };
  }, []);

  useEffect(() => {
    if (!linkToken || linkTried.current) return;
    linkTried.current = true;
    const origin: HostKey = linkOrigin === 'manage' || linkOrigin === 'front' || linkOrigin === 'agent' ? linkOrigin : 'front';
    authApi()
      .then(({ loginWithRefreshToken }) => loginWithRefreshToken(linkToken, origin))
      .then((session) => {
        startSession(session);
        navigate(redirect, { replace: true });
      })
      .catch((reason: unknown) => setError(texts.linkFailed(errorText(reason))));
  }, [linkToken, linkOrigin, navigate, redirect, texts]);

  const submit = ({ username, password }: Credentials) => {
    setError(null);
    startSending(async () => {
      try {
        const { login } = await authApi();
        const session = await login({ username: username.trim(), password, host: kind });
        const mismatch = kindMismatch(session, kind, texts.kindMismatch(texts.kinds[kind]));
        if (mismatch) {
          setError(mismatch);
          return;
        }
        rememberKind(kind);
        startSession(session);
        navigate(redirect, { replace: true });
      } catch (reason) {
        setError(errorText(reason));
      }
    });
  };

  return (
    <AuthFrame title={texts.title}>
      <Segmented<HostKey>
        block
        options={loginKinds.map((value) => ({ value, label: texts.kinds[value] }))}
        value={kind}
        onChange={(value) => {
          setKind(value);
          setError(null);
        }}
        style={{ marginBottom: 24 }}
      />
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
      {!error && ended && <Alert type="warning" title={ended} showIcon style={{ marginBottom: 16 }} />}
      <LoginFields busy={busy} handover={handover} texts={texts} onSubmit={submit} />
      <Flex justify="space-between" align="center" style={{ marginTop: 16 }}>
        <Link to="/forgotPwd">{texts.forgot}</Link>
        <LanguageSwitch />
        {kind !== 'manage' ? <Link to={`/regist?kind=${kind}`}>{texts.register}</Link> : <span />}
      </Flex>
    </AuthFrame>
  );
}
