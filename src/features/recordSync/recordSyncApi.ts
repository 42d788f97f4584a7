/** The server calls of the recording queue pages (sync tasks and their records). */
import { request, type RequestOptions } from '../../dataProvider/httpClient';
import type { ListResult } from '../../schemas/api';
import { recordSyncPaths, type SyncRecord, type SyncTask } from '../../schemas/recordSync';

type Query = NonNullable<RequestOptions['query']>;

export const recordSyncApi = {
  tasks: (query: Query) => request<ListResult<SyncTask>>('GET', recordSyncPaths.syncList, { query }),
  records: (query: Query) => request<ListResult<SyncRecord>>('GET', recordSyncPaths.recordList, { query }),
  /** A refusal is the caller's to show. */
  retry: (id: string) => request('POST', recordSyncPaths.retry, { body: { id }, quiet: true }),
};
