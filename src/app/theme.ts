import type { ThemeConfig } from 'antd';

// antd's default look, darkened only where text or a control's label falls short of WCAG 2 AA's 4.5:1 contrast
// (axe-core's color-contrast rule; tests/e2e/a11y.test.ts). Every screen inherits it from AppRoot's ConfigProvider.

// A deeper antd blue (#1668dc, the primary of antd's dark theme) and antd's red-7 instead of #1677ff and #ff4d4f:
// 5.2:1 and 5.6:1 on white and for white text on them (were 4.1:1 and 3.3:1), 4.6:1 on the selected menu item's
// #e6f4ff, and the blue still 3.2:1 against body text, so a link inside a sentence stands out (axe's
// link-in-text-block; antd's blue-7 #0958d9 would give 2.7:1). Links and info follow the primary, as by default.
export const PRIMARY = '#1668dc';
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
