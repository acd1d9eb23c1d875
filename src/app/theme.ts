import { theme, type ThemeConfig } from 'antd';
import type { ThemeName } from '@/stores/theme';

const { darkAlgorithm } = theme;

// antd's default look, darkened only where text or a control's label falls short of WCAG 2 AA's 4.5:1 contrast
// (axe-core's color-contrast rule; tests/e2e/a11y.test.ts). Every screen inherits it from AppRoot's ConfigProvider.

// A deeper antd blue (#1668dc, the primary of antd's dark theme) and antd's red-7 instead of #1677ff and #ff4d4f:
// 5.2:1 and 5.6:1 on white and for white text on them (were 4.1:1 and 3.3:1), 4.6:1 on the selected menu item's
// #e6f4ff, and the blue still 3.2:1 against body text, so a link inside a sentence stands out (axe's
// link-in-text-block; antd's blue-7 #0958d9 would give 2.7:1). Links and info follow the primary, as by default.
const PRIMARY = '#1668dc';
// Hovered, antd lightens the primary (#3c8ae8 here, 3.5:1); a lighter step that keeps 4.7:1. Pressed darkens.
const PRIMARY_HOVER = '#2470e0';
const ERROR = '#cf1322';

// Secondary text (menu group titles, breadcrumb links, descriptions, placeholders) as black at 56% instead of
// 45% (25% for placeholders): at least 4.8:1 on white and on the layout's #f5f5f5. Disabled text stays as it is:
// WCAG does not ask contrast of inactive controls.
const SECONDARY_TEXT = 'rgba(0, 0, 0, 0.56)';

// A tag's text is its colour's 7th step on the 1st: antd's green, gold, orange, cyan, lime and volcano fall to
// 2.5–4.4:1 there (green #389e0d 3.4:1, gold #d48806 2.8:1, orange #d46b08 3.3:1). The next steps that pass:
// 5.4, 6.5, 5.1, 5.8, 6.6 and 6.4:1. Status tags read the status colours, whose success (#52c41a, 2.2:1) and warning
// (#faad14, 1.8:1) are meant for icons; for a tag's text they take the green and gold above. Only tags change:
// icons, progress bars and alerts keep antd's brighter tones.
const TAG_TEXT = {
  green7: '#237804',
  gold7: '#874d00',
  orange7: '#ad4e00',
  cyan7: '#006d75',
  lime7: '#3f6600',
  volcano7: '#ad2102',
  colorSuccess: '#237804',
  colorWarning: '#874d00',
};

export const consoleTheme: ThemeConfig = {
  token: {
    colorPrimary: PRIMARY,
    colorInfo: PRIMARY,
    colorLink: PRIMARY,
    colorPrimaryHover: PRIMARY_HOVER,
    colorLinkHover: PRIMARY_HOVER,
    colorError: ERROR,
    colorTextTertiary: SECONDARY_TEXT,
    colorTextDescription: SECONDARY_TEXT,
    colorTextPlaceholder: SECONDARY_TEXT,
  },
  components: { Tag: TAG_TEXT },
};

// The dark theme: antd's dark algorithm on the same primary, with what falls short on antd's dark surfaces (#000 to
// #1f1f1f, where text needs a luminance of at least 0.24 for 4.5:1) lifted. The algorithm darkens every seed colour
// (a link seeded #4096ff shows #3983dc, 4.4:1 on a table's #1d1d1d; the primary #1668dc shows #165bbe, 2.9:1 as a
// selected tab's text), so links are seeded lighter (#69b1ff) and components whose text is a seed colour get their own
// values, which antd uses as given: a selected tab #69b1ff (8.2:1 on #141414), the side menu's selected item too
// (6.1:1 on its #152d50; the algorithm's #165bbe was 2.1:1); a link or text button that deletes
// #ff7875 (6.4:1 on #1f1f1f), and the solid red button, where white text on any red that light would fall short,
// keeps that red with dark text (#141414, 7.2:1). Tags take each palette's 8th dark step as text (antd's 7th: purple
// #854eca on its #1a1325 is 3.4:1; the 8th 5.6–9:1). Secondary text and placeholders are white at 60% and 55% instead
// of 45% and 25% (7.0:1 and 6.0:1 on #141414).
const DARK_LINK = '#69b1ff';
const DARK_LINK_HOVER = '#91caff';
const DARK_SECONDARY_TEXT = 'rgba(255, 255, 255, 0.6)';
const DARK_PLACEHOLDER = 'rgba(255, 255, 255, 0.55)';
const DARK_DANGER = '#ff7875';
const DARK_DANGER_HOVER = '#ffa39e';
const DARK_ON_DANGER = '#141414';

const DARK_TAG_TEXT = {
  blue7: '#65a9f3',
  purple7: '#ab7ae0',
  geekblue7: '#7f9ef3',
  magenta7: '#f37fb7',
  red7: '#f37370',
  volcano7: '#f3956a',
  orange7: '#f3b765',
  gold7: '#f3cc62',
  lime7: '#c9e75d',
  green7: '#8fd460',
  cyan7: '#58d1c9',
  colorSuccess: '#8fd460',
  colorWarning: '#f3cc62',
  colorError: '#f37370',
  colorInfo: '#65a9f3',
};

export const consoleDarkTheme: ThemeConfig = {
  algorithm: darkAlgorithm,
  token: {
    colorPrimary: PRIMARY,
    colorInfo: PRIMARY,
    colorLink: DARK_LINK,
    colorLinkHover: DARK_LINK_HOVER,
    colorTextTertiary: DARK_SECONDARY_TEXT,
    colorTextDescription: DARK_SECONDARY_TEXT,
    colorTextPlaceholder: DARK_PLACEHOLDER,
  },
  components: {
    Tag: DARK_TAG_TEXT,
    Tabs: { itemSelectedColor: DARK_LINK, itemActiveColor: DARK_LINK, itemHoverColor: DARK_LINK_HOVER, inkBarColor: DARK_LINK },
    Menu: { itemSelectedColor: DARK_LINK },
    Button: {
      colorLink: DARK_LINK,
      colorLinkHover: DARK_LINK_HOVER,
      colorLinkActive: DARK_LINK,
      colorError: DARK_DANGER,
      colorErrorHover: DARK_DANGER_HOVER,
      colorErrorActive: DARK_DANGER,
      dangerColor: DARK_ON_DANGER,
    },
  },
};

export const consoleThemes: Record<ThemeName, ThemeConfig> = { light: consoleTheme, dark: consoleDarkTheme };
