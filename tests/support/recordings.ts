import { randomInt } from 'node:crypto';
import type { AppContext } from '../../server/context';
import { objectKey } from '../../server/storage';

/**
 * A call of `loginName`'s that ended with a finished recording of `bytes`, as the recorder leaves it
 * (a recorded call needs two browsers and real media; tests/api/recordings.test.ts covers that path).
 * Without `stored` the recording's file is missing from storage, as after a lost disk.
 */
export async function finishedRecording(
  ctx: AppContext,
  loginName: string,
  bytes: Buffer,
  options: { stored?: boolean; finishedAt?: Date } = {},
) {
  const agent = await ctx.db
    .selectFrom('agents')
    .select(['id', 'tenantId', 'orgAccountId'])
    .where('loginName', '=', loginName)
    .executeTakeFirstOrThrow();
  const tenantId = agent.tenantId!;
  const finishedAt = options.finishedAt ?? new Date();
  const startedAt = new Date(finishedAt.getTime() - 60_000);
  const room = await ctx.db
    .insertInto('serviceRooms')
    .values({
      inviteNumber: String(randomInt(100000, 999999)),
      tenantId,
      orgAccountId: agent.orgAccountId,
      agentId: agent.id,
      callId: null,
      userName: '王先生',
      userPhone: '13800138000',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const storageKey = objectKey(`tenants/${tenantId}/recordings`, 'webm');
  if (options.stored !== false) await ctx.storage.put(storageKey, bytes, 'video/webm');
  const recording = await ctx.db
    .insertInto('roomRecordings')
    .values({
      serviceId: room.id,
      agentId: agent.id,
      tenantId,
      mimeType: 'video/webm',
      status: 'finished',
      pieces: 1,
      size: bytes.length,
      durationMs: 60_000,
      storageKey,
      startedAt,
      finishedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { serviceId: room.id, recordingId: recording.id, tenantId };
}
