// The words of the shared components: list page, search box, table, pager.
export const sharedZh = {
  rowNumber: '序号',
  loading: '加载中…',
  empty: '暂无数据',
  actions: '操作',
  retry: '重试',
  notice: '提示',
  loadFailed: '加载失败',
  total: (total: number) => `共 ${total} 条`,
  inputPlaceholder: '请输入内容',
  selectPlaceholder: '请选择',
  startDate: '开始日期',
  endDate: '结束日期',
  search: '查询',
  reset: '重置',
};
