import type { ThemeConfig } from 'antd';
// The algorithm's own module, not antd's `theme` object: that one is shared with the sign-in page's chunks.
import darkAlgorithm from 'antd/es/theme/themes/dark';
import { PRIMARY } from '@/app/theme';

// Its own chunk, loaded when the signed-in console shows dark (AppRoot): the sign-in page, always light, never
// carries it or antd's dark algorithm.
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

