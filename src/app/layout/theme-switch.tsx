import MoonOutlined from '@ant-design/icons/es/icons/MoonOutlined';
import SunOutlined from '@ant-design/icons/es/icons/SunOutlined';
import { Button, Tooltip } from 'antd';
import { shellCatalogue } from '@/app/i18n/shell';
import { useTexts } from '@/stores/language';
import { useThemeName, useThemeStore } from '@/stores/theme';

/** The header's sun / moon: switches between the light and the dark theme, kept for this browser. */
export function ThemeSwitch() {
  const texts = useTexts(shellCatalogue);
  const shown = useThemeName();
  const choose = useThemeStore((state) => state.choose);
  const next = shown === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? texts.toDark : texts.toLight;
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
