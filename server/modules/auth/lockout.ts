export const MAX_FAILED_LOGINS = 5;
export const LOCK_MINUTES = 15;

const clock = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

// Shown in Beijing time, the time zone of every park the product serves.
export function unlockTimeText(at: Date): string {
  const part = (type: string) => clock.formatToParts(at).find((p) => p.type === type)?.value ?? '';
  return `${part('month')}月${part('day')}日 ${part('hour')}:${part('minute')}`;
}

export const lockedMessage = (until: Date) => `密码错误次数过多，账号已锁定，请于 ${unlockTimeText(until)} 后再试`;

export const justLockedMessage = (until: Date) =>
  `密码连续错误 ${MAX_FAILED_LOGINS} 次，账号已锁定 ${LOCK_MINUTES} 分钟，请于 ${unlockTimeText(until)} 后再试`;

export const lockUntil = (now: Date) => new Date(now.getTime() + LOCK_MINUTES * 60_000);
