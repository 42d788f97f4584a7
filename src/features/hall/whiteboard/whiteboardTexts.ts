/** The whiteboard's words (Chinese on both sides, like the rest of the hall). */
export const whiteboardTexts = {
  board: '白板',
  tools: '白板工具',
  pen: '画笔',
  eraser: '橡皮擦',
  undo: '撤销',
  clear: '清空',
  colours: { '#f5222d': '红色', '#1677ff': '蓝色', '#52c41a': '绿色', '#000000': '黑色' } as Record<string, string>,
  widths: { 2: '细', 4: '中', 8: '粗' } as Record<number, string>,
  loading: '白板加载中…',
} as const;
