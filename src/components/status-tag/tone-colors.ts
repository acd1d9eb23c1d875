import type { Tone } from '@contract/tones';
import type { ThemeName } from '@/stores/theme';

export interface ToneColors {
  text: string;
  background: string;
  border: string;
}

// antd's palette, each text a step dark enough for WCAG 2 AA on its own background (≥ 4.5:1; the preset tags'
// green #52c41a, gold #d48806 and orange #d46b08 fall to 2.2–3.3:1).
// Light, contrast text on background: neutral 9.5:1, active 5.5:1, waiting 5.1:1, success 5.4:1, danger 5.1:1.
// Dark: antd's dark palette, the 8th step on the 1st (as antd's dark tags, one step lighter for the text):
// neutral 11.6:1, active 7.0:1, waiting 9.0:1, success 9.2:1, danger 6.1:1.
export const TONE_COLORS: Record<ThemeName, Record<Tone, ToneColors>> = {
  light: {
    neutral: { text: '#434343', background: '#fafafa', border: '#d9d9d9' },
    active: { text: '#0958d9', background: '#e6f4ff', border: '#91caff' },
    waiting: { text: '#ad4e00', background: '#fff7e6', border: '#ffd591' },
    success: { text: '#237804', background: '#f6ffed', border: '#b7eb8f' },
    danger: { text: '#cf1322', background: '#fff1f0', border: '#ffa39e' },
  },
  dark: {
    neutral: { text: '#d9d9d9', background: '#1f1f1f', border: '#424242' },
    active: { text: '#65a9f3', background: '#111a2c', border: '#15325b' },
    waiting: { text: '#f3b765', background: '#2b1d11', border: '#593815' },
    success: { text: '#8fd460', background: '#162312', border: '#274916' },
    danger: { text: '#f37370', background: '#2a1215', border: '#58181c' },
  },
};
