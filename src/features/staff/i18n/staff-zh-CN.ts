// The words of the staff screens: the company's own list and form, the park's read-only list and the bulk import.
// Education levels are the contract's words.
export const staffZh = {
  fields: {
    name: '姓名',
    phone: '手机号',
    idNumber: '身份证号',
    department: '部门',
    position: '职位',
    entryDate: '入职日期',
    education: '学历',
    phoneInvalid: '请输入正确的手机号',
    idNumberKept: (masked: string) => `当前：${masked}，不修改请留空，重新输入则替换`,
  },
  manage: {
    edit: '编辑',
    delete: '删除',
    deleteQuestion: (name: string) => `确定删除员工「${name}」吗？`,
    add: '新增员工',
    import: '批量导入',
  },
  form: {
    addTitle: '新增员工',
    editTitle: '编辑员工',
    saved: '员工已保存',
    added: '员工已新增',
  },
  list: {
    chooseCompany: '请从入驻企业列表选择要查看员工的企业',
    summary: (company: string, total: number) => `${company}：共 ${total} 名员工（只读）`,
  },
  import: {
    title: '批量导入员工',
    close: '关闭',
    guide: (rows: number) => `下载模板，按表头填写后上传。姓名、手机号、身份证号、入职日期必填；一次最多 ${rows} 行；任一行有误则全部不导入。`,
    template: '下载模板',
    choose: '选择文件并导入',
    imported: (count: number) => `导入成功：共 ${count} 名员工`,
    failed: (total: number, wrong: number) => `导入失败：共 ${total} 行，${wrong} 行有误，未导入任何员工。请修改后重新导入。`,
    errors: '导入错误',
    rowError: (row: number, message: string) => `第 ${row} 行：${message}`,
  },
};
