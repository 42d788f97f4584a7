/** The texts of the shared list, form and field widgets. */
export const SCHEMA_UI_TEXTS = {
  yes: '是',
  no: '否',
  actions: '操作',
  beginDay: '开始日期',
  endDay: '结束日期',
  hiddenMenu: '（隐藏）',
  searchAgents: '搜索坐席',
  availableAgents: '可选坐席',
  chosenAgents: '已选坐席',
  addAgents: '添加 >',
  removeAgents: '< 移除',
  dayParts: ['上午', '下午'],
  start: '开始',
  end: '结束',
  imageTypes: '只能上传jpg、jpeg、png格式的图片',
  uploaded: '上传成功',
  uploadImage: '上传图片',
} as const;

/** The names of a menu entry's buttons in the role editor. */
export const MENU_BUTTON_NAMES: Readonly<Record<string, string>> = {
  add: '新增',
  edit: '编辑',
  delete: '删除',
  export: '导出',
  kickOut: '踢出',
  unlock: '解冻',
  recharge: '充值',
};
