/** The server calls of the seat status page and its call test. */
import { request } from '../../dataProvider/httpClient';
import type { ListResult } from '../../schemas/api';
import { seatMonitorPaths, type CallTestInput, type CallTestResult, type SeatRow } from '../../schemas/seatMonitor';

export const seatMonitorApi = {
  seats: (query: { pageIndex: number; pageSize: number; status?: string; name?: string }) =>
    request<ListResult<SeatRow>>('GET', seatMonitorPaths.list, { query }),
  /** Places the test call; a refusal is the caller's to show. */
  callTest: (body: CallTestInput) => request<CallTestResult>('POST', seatMonitorPaths.callTest, { body, quiet: true }),
};
