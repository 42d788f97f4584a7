import { objectKey } from '../../server/storage';
import { insertPastCall, type PastCall } from '../../server/seed/records';
import { sampleMp4 } from '../../server/seed/sampleMedia';
import type { TestApp } from './testApp';

export interface RecordOptions extends Partial<Omit<PastCall, 'room'>> {
  /** Minutes the room lasted; no room unless the call was answered. */
  minutes?: number;
  /** Store a recording of the room. */
  recording?: boolean;
}

/** A finished call of an account (answered, with a room of `minutes`, unless told otherwise), written as the workbench would. */
export async function recordOf(
  t: TestApp,
  loginName: string,
  options: RecordOptions = {},
): Promise<{ callId: string; serviceId: string | null }> {
  const agent = await t.ctx.db
    .selectFrom('agents')
    .select(['id', 'tenantId', 'orgAccountId'])
    .where('loginName', '=', loginName)
    .executeTakeFirstOrThrow();
  const { minutes = 2, recording = false, ...call } = options;
  const status = call.status ?? 'started';
  const askedAt = call.askedAt ?? new Date(Date.now() - 3600_000);
  let recordingFileId: string | null = null;
  if (recording) {
    recordingFileId = objectKey(`recordings/${agent.tenantId ?? 'none'}`, 'mp4');
    await t.ctx.storage.put(recordingFileId, sampleMp4(), 'video/mp4');
  }
  const startedAt = new Date(askedAt.getTime() + 10_000);
  return insertPastCall(t.ctx.db, {
    tenantId: call.tenantId ?? agent.tenantId ?? '',
    orgAccountId: agent.orgAccountId,
    agentId: agent.id,
    userName: '测试客户',
    userPhone: '13800138000',
    ...call,
    status,
    askedAt,
    ...(status === 'started'
      ? {
          room: {
            startedAt,
            endedAt: new Date(startedAt.getTime() + minutes * 60_000),
            from: 'Browser' as const,
            endedBy: 'agent' as const,
            recordingFileId,
          },
        }
      : {}),
  });
}
