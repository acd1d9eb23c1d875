import type { Tone } from '@contract/tones';

export interface ToneColors {
  text: string;
  background: string;
  border: string;
}

// antd's palette, each text a step dark enough for WCAG 2 AA on its own background (≥ 4.5:1; the preset tags'
// green #52c41a, gold #d48806 and orange #d46b08 fall to 2.2–3.3:1). The console has one (light) theme.
// Contrast text on background: neutral 9.5:1, active 5.5:1, waiting 5.1:1, success 5.4:1, danger 5.1:1.
export const TONE_COLORS: Record<Tone, ToneColors> = {
  neutral: { text: '#434343', background: '#fafafa', border: '#d9d9d9' },
  active: { text: '#0958d9', background: '#e6f4ff', border: '#91caff' },
  waiting: { text: '#ad4e00', background: '#fff7e6', border: '#ffd591' },
  success: { text: '#237804', background: '#f6ffed', border: '#b7eb8f' },
  danger: { text: '#cf1322', background: '#fff1f0', border: '#ffa39e' },
};
