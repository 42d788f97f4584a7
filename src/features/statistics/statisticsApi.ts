/** The server calls of the monitoring and registration statistics pages. Exports save a file; a refusal has been shown. */
import { request } from '../../dataProvider/httpClient';
import type { ListResult } from '../../schemas/api';
import { monitoringPaths, type MonitoringRow, type MonitoringStatistics } from '../../schemas/monitoring';
import { registerStatsPaths, type RegisterStatsRow } from '../../schemas/registerStats';

type Window = { beginTime: string | undefined; endTime: string | undefined };
type Range = { startTime: string; endTime: string };

export const statisticsApi = {
  monitoring: (window: Window) => request<MonitoringStatistics>('GET', monitoringPaths.statistics, { query: window }),
  monitoringRows: (window: Window, pageIndex: number, pageSize: number) =>
    request<ListResult<MonitoringRow>>('GET', monitoringPaths.list, { query: { ...window, pageIndex, pageSize } }),
  exportMonitoring: (window: Window, fileName: string) =>
    request('GET', monitoringPaths.export, { query: window, download: fileName }).catch(() => undefined),
  registrations: (range: Range) =>
    request<{ list: RegisterStatsRow[]; total: number }>('GET', registerStatsPaths.list, { query: range }),
  exportRegistrations: (range: Range, fileName: string) =>
    request('GET', registerStatsPaths.export, { query: range, download: fileName }).catch(() => undefined),
};
