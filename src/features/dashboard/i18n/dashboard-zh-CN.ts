// The words of the dashboard screen. Panel and column titles are the contract's (contract/dashboard.ts).
export const dashboardZh = {
  title: '数据看板',
  scope: '统计范围',
  allParks: '全部园区',
  currentPark: '当前园区',
  exportButton: '导出',
  exportLabel: (panel: string) => `导出${panel}`,
  retry: '重试',
  empty: '暂无数据',
  table: (panel: string) => `${panel}（表格）`,
  yuan: '元',
};
