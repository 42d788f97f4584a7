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

/** The texts of RegisterStats. */
export const REGISTER_STATS_TEXTS = {
  from: '开始日期',
  to: '结束日期',
  search: '查询',
  export: '导出',
  total: '合计',
  empty: '暂无数据',
} as const;
