/** The call record's own calls beside react-admin's. */
import { request } from '../../dataProvider/httpClient';
import { sopPaths, type SopCheckpointList } from '../../schemas/sop';

export const callRecordApi = {
  /** A room's 双录 record: checkpoints, pauses, what it lacks; quiet, as the page shows none when it cannot be read. */
  dualRecord: (serviceId: string, signal: AbortSignal): Promise<SopCheckpointList> =>
    request<SopCheckpointList>('GET', sopPaths.checkpointList, { query: { serviceId }, quiet: true, signal }),
};
