// The tone of a state: what it asks of the reader at a glance. Each state catalogue gives every state of its machine
// one tone, next to its labels; the console shows a state through one status component that maps a tone to
// contrast-safe colours (src/components/status-tag). No screen picks a colour for a state.

export const TONES = {
  /** At rest or over without a verdict: a draft, closed, cancelled, taken down. */
  neutral: '中性',
  /** Moving along, nobody is late: assigned, in service, open. */
  active: '进行中',
  /** Waits for someone's decision or reply. */
  waiting: '待处理',
  /** Reached what was asked: approved, completed, paid. */
  success: '成功',
  /** Refused, returned or failed: the other party must act again. */
  danger: '失败',
} as const;
export type Tone = keyof typeof TONES;
export const TONE_KEYS = Object.keys(TONES) as Tone[];
