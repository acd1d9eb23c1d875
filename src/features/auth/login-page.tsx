import { Alert, Flex, Segmented } from 'antd';
import { useEffect, useRef, useState, useTransition } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { HostKey } from '@/api/types';
import { AuthFrame } from '@/features/auth/auth-frame';
import { errorText } from '@/features/auth/error-text';
import { LoginFields, type Credentials } from '@/features/auth/login-fields';
import { kindLabel, loginKinds, rememberedKind, rememberKind } from '@/features/auth/login-kind';
import { takeOverPrerendered } from '@/features/auth/prerendered-form';
import { kindMismatch, startSession } from '@/features/auth/start-session';
import { useSessionEndStore } from '@/stores/session-end';

// The HTTP client (axios) is only needed once the form is sent, so the password field shows without it.
const authApi = () => import('@/api/auth');

/** Only in-app paths may be returned to after login. */
function safeRedirect(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/login') ? value : '/';
}

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // What was done on index.html's copy of this page before the app loaded: kept, and a submit made there is made here.
  const [handover] = useState(takeOverPrerendered);
  const [kind, setKind] = useState<HostKey>(
    () => (handover.kindIndex !== null ? loginKinds[handover.kindIndex]?.value : undefined) ?? rememberedKind(params.get('kind')),
  );
  const [error, setError] = useState<string | null>(null);
  const ended = useSessionEndStore((state) => state.reason);
  // A React action, not a mutation: TanStack Query stays off the sign-in page (its first load is budgeted).
  const [busy, startSending] = useTransition();
  const redirect = safeRedirect(params.get('redirect'));
  const linkToken = params.get('refresh_token');
  const linkOrigin = params.get('origin');
  const linkTried = useRef(false);

  // Fetch the client once the form is on screen, so sending it does not wait for the download.
  useEffect(() => {
    void authApi();
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
      .catch((reason: unknown) => setError(`链接登录失败：${errorText(reason)}`));
  }, [linkToken, linkOrigin, navigate, redirect]);

  const submit = ({ username, password }: Credentials) => {
    setError(null);
    startSending(async () => {
      try {
        const { login } = await authApi();
        const session = await login({ username: username.trim(), password, host: kind });
        const mismatch = kindMismatch(session, kind, kindLabel(kind));
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
    <AuthFrame title="园区管理平台">
      <Segmented<HostKey>
        block
        options={loginKinds}
        value={kind}
        onChange={(value) => {
          setKind(value);
          setError(null);
        }}
        style={{ marginBottom: 24 }}
      />
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
      {!error && ended && <Alert type="warning" title={ended} showIcon style={{ marginBottom: 16 }} />}
      <LoginFields busy={busy} handover={handover} onSubmit={submit} />
      <Flex justify="space-between" style={{ marginTop: 16 }}>
        <Link to="/forgotPwd">忘记密码</Link>
        {kind !== 'manage' && <Link to={`/regist?kind=${kind}`}>注册账号</Link>}
      </Flex>
    </AuthFrame>
  );
}
