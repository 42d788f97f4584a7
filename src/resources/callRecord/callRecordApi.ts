/** The call record's own calls beside react-admin's. */
import { request } from '../../dataProvider/httpClient';
import { sopPaths, type SopCheckpointRecord } from '../../schemas/sop';

export const callRecordApi = {
  /** A room's 双录 checkpoints; quiet, as the page shows none when they cannot be read. */
  async checkpoints(serviceId: string, signal: AbortSignal): Promise<SopCheckpointRecord[]> {
    const found = await request<{ list: SopCheckpointRecord[] }>('GET', sopPaths.checkpointList, {
      query: { serviceId },
      quiet: true,
      signal,
    });
    return found.list;
  },
};
