/** The texts of SimpleTaskForm. */
export const SIMPLE_TASK_FORM_TEXTS = {
  phone: '接收号码',
  taskType: '任务类型',
  content: '任务内容',
  recipient: '接收人（选填）',
  submit: '提交',
  window: '发送时间',
} as const;

/** The texts of SimpleTaskWaiting. */
export const SIMPLE_TASK_WAITING_TEXTS = { refresh: '刷新', back: '返回' } as const;
