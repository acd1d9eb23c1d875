// The words of the to-do home (its kinds' names are contract words: contract/words-en.ts).
export const homeZh = {
  count: (count: number) => `${count} 项`,
  overdueCount: (count: number) => `超时 ${count}`,
  overdue: '已超时',
  viewAll: '查看全部',
  viewAllOf: (kind: string) => `${kind}：查看全部`,
  nothingWaits: '暂无待办',
};
