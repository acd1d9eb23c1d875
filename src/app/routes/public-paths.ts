// Pages shown without a session (besides #/login); any other path without one sends the visitor to #/login.
export const LOGIN_PATH = '/login';
export const PUBLIC_PATHS = ['/regist', '/forgotPwd', '/resetPwd'];

/** Whether the first view at `path` is the sign-in page: #/login itself, or any guarded path without a session. */
export function showsLogin(path: string, signedIn: boolean): boolean {
  return path === LOGIN_PATH || (!signedIn && !PUBLIC_PATHS.includes(path));
}
