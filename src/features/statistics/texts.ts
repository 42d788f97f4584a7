/** The monitoring statistics' own words (spec 3 §2); the server's texts come from src/schemas. */
export const MONITOR_TEXTS = {
  title: '监控统计',
  begin: '开始日期',
  end: '结束日期',
  query: '查询',
  export: '导出',
  chart: '每日趋势',
  list: '明细',
  empty: '所选时间内暂无会话',
} as const;
