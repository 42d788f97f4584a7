/** The call record's own calls beside react-admin's. */
import { request } from '../../dataProvider/httpClient';
import { personalDataPaths } from '../../schemas/personalData';
import { sopPaths, type SopCheckpointList } from '../../schemas/sop';

export const callRecordApi = {
  /** A room's 双录 record: checkpoints, pauses, what it lacks; quiet, as the page shows none when it cannot be read. */
  dualRecord: (serviceId: string, signal: AbortSignal): Promise<SopCheckpointList> =>
    request<SopCheckpointList>('GET', sopPaths.checkpointList, { query: { serviceId }, quiet: true, signal }),
  /** Puts a room on legal hold or lifts it; answers what the server holds now. */
  legalHold: (serviceId: string, hold: boolean) =>
    request<{ legalHold: boolean }>('PUT', personalDataPaths.legalHold, { body: { serviceId, hold }, quiet: true }),
};
