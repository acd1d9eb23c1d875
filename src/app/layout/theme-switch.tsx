import MoonOutlined from '@ant-design/icons/es/icons/MoonOutlined';
import SunOutlined from '@ant-design/icons/es/icons/SunOutlined';
import { Button, Tooltip } from 'antd';
import { useThemeName, useThemeStore } from '@/stores/theme';

/** The header's sun / moon: switches between the light and the dark theme, kept for this browser. */
export function ThemeSwitch() {
  const shown = useThemeName();
  const choose = useThemeStore((state) => state.choose);
  const next = shown === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? '切换到暗色主题' : '切换到亮色主题';
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        style={{ color: 'inherit' }}
        icon={shown === 'dark' ? <SunOutlined /> : <MoonOutlined />}
        onClick={() => choose(next)}
      />
    </Tooltip>
  );
}
