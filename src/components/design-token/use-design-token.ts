import type { GlobalToken } from 'antd';
import useInternalToken from 'antd/es/theme/useToken';

/**
 * antd's design token of the nearest ConfigProvider, as `theme.useToken().token` gives it, without antd's `theme`
 * object: that one carries every algorithm (dark, compact), which the always-light sign-in page must not load.
 */
export function useDesignToken(): GlobalToken {
  return useInternalToken()[1];
}
