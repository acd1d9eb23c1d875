// The words of the company export: the filters in words, the field picker, the export and its tasks.
export const companyExportZh = {
  filter: {
    name: (name: string) => `企业名称包含「${name}」`,
    state: (state: string) => `状态：${state}`,
    building: '按所选楼栋',
    industry: (industry: string) => `所属行业包含「${industry}」`,
    creditCode: (code: string) => `统一社会信用代码为「${code}」`,
    manager: '按所选客服经理',
    mine: '只看我负责的',
  },
  picker: {
    all: '全选',
    allOf: (model: string) => `全选${model}`,
    noFields: '该模块暂无字段',
  },
  screen: {
    chooseFields: '选择导出字段',
    /** `filters`: the filters in words, joined by `separator`; empty for every company. */
    scope: (filters: string) => `导出范围：${filters || '本园区全部企业'}（企业名称、信用代码、状态、房间等基本信息总会导出）`,
    separator: '，',
    export: '导出',
    back: '返回企业列表',
    queued: (total: number) => `共 ${total} 家企业，已转为后台导出，完成后可在导出任务中下载`,
    fileName: (stamp: string) => `企业数据-${stamp}.xlsx`,
    choosePark: '请先选择园区',
    retry: '重试',
  },
  tasks: {
    title: '导出任务',
    states: { pending: '排队中', running: '导出中', success: '已完成', failed: '导出失败' },
    task: '任务',
    taskName: (id: number) => `导出任务 #${id}`,
    state: '状态',
    progress: '进度',
    companies: '企业数',
    createdAt: '创建时间',
    actions: '操作',
    download: '下载',
    empty: '暂无导出任务',
  },
};
