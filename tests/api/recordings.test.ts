import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORDING_IDLE_MS, RoomRecordings } from '../../server/services/roomRecordings';
import { WebmClock } from '../../server/services/webm';
import type { Envelope } from '../../src/schemas/api';
import type { RecordingUrl, ServiceRoomDetail } from '../../src/schemas/callRecord';
import type { RecordingState } from '../../src/schemas/recording';
import { databaseKinds } from '../support/databases';
import { multipartBody } from '../support/multipart';
import { piecesOf, sampleRecording } from '../support/sampleWebm';
import { startTestApp, type TestApp } from '../support/testApp';

const DURATION_ELEMENT = Buffer.from([0x44, 0x89, 0x88]);
const CUES_ELEMENT = Buffer.from([0x1c, 0x53, 0xbb, 0x6b]);
const CLUSTER_ELEMENT = Buffer.from([0x1f, 0x43, 0xb6, 0x75]);

describe.each(databaseKinds)('call recordings on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const agents: Record<string, { id: string; tenantId: string; orgAccountId: string | null }> = {};
  let invite = 100000;

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const name of ['demo_agent1', 'demo_agent2', 'demo_tadmin']) {
      tokens[name] = await t.tokenFor(name);
      const row = await t.ctx.db
        .selectFrom('agents')
        .select(['id', 'tenantId', 'orgAccountId'])
        .where('loginName', '=', name)
        .executeTakeFirstOrThrow();
      agents[name] = { id: row.id, tenantId: row.tenantId!, orgAccountId: row.orgAccountId };
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const openRoom = async (agent = 'demo_agent1') => {
    const a = agents[agent]!;
    const room = await t.ctx.db
      .insertInto('serviceRooms')
      .values({
        inviteNumber: String(invite++),
        tenantId: a.tenantId,
        orgAccountId: a.orgAccountId,
        agentId: a.id,
        callId: null,
        userName: '王先生',
        userPhone: '13800138000',
        // The customer agreed to be recorded on their page.
        consentAt: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return room.id;
  };
  const start = (agent: string, serviceId: string) =>
    t.call<RecordingState>('POST', '/api/serviceRoom/startRecord', {
      token: tokens[agent],
      body: { serviceId, mimeType: 'video/webm;codecs=vp8,opus' },
    });
  const started = async (agent: string, serviceId: string) => {
    const answer = await start(agent, serviceId);
    if (!answer.result) throw new Error(`start: ${answer.errCode} ${answer.errInfo}`);
    return answer.result.recordingId;
  };
  const piece = async (agent: string, fields: Record<string, string | number>, content?: Buffer) => {
    const { payload, headers } = multipartBody(
      fields,
      ...(content ? [{ fileName: 'blob', content, contentType: 'video/webm' }] : []),
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/serviceRoom/recordPiece',
      payload,
      headers: { ...headers, 'access-token': tokens[agent] ?? '' },
    });
    return response.json() as Envelope<RecordingState>;
  };
  const finish = (agent: string, recordingId: string, pieces: number) =>
    t.call<RecordingState>('POST', '/api/serviceRoom/finishRecord', {
      token: tokens[agent],
      body: { recordingId, pieces },
    });
  const stateOf = (recordingId: string) =>
    t.ctx.db.selectFrom('roomRecordings').selectAll().where('id', '=', recordingId).executeTakeFirstOrThrow();
  const video = (agent: string, serviceId: string) =>
    t.call<RecordingUrl>('GET', `/api/serviceRoom/video?serviceId=${serviceId}`, { token: tokens[agent] });
  const download = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    return { type: response.headers['content-type'], body: response.rawPayload };
  };
  const record = async (
    agent: string,
    serviceId: string,
    bytes: Buffer,
    pieceSize: number,
    firstCuts: number[] = [],
  ) => {
    const recordingId = await started(agent, serviceId);
    const pieces: Buffer[] = [];
    let at = 0;
    for (const length of firstCuts) {
      pieces.push(bytes.subarray(at, at + length));
      at += length;
    }
    pieces.push(...piecesOf(bytes.subarray(at), pieceSize));
    for (const [seq, content] of pieces.entries())
      expect((await piece(agent, { recordingId, seq }, content)).errCode).toBe(0);
    return { recordingId, pieces };
  };

  it('keeps a recording sent in pieces and plays it whole, with its real length in the header', async () => {
    const serviceId = await openRoom();
    const bytes = sampleRecording(4300, { payload: 900 });
    // A browser cuts its first pieces anywhere, even inside the header.
    const { recordingId, pieces } = await record('demo_agent1', serviceId, bytes, 10_000, [1, 30]);
    expect(pieces.length).toBeGreaterThan(2);
    const open = await stateOf(recordingId);
    expect([open.status, open.pieces, Number(open.size)]).toEqual(['recording', pieces.length, bytes.length]);

    const done = await finish('demo_agent1', recordingId, pieces.length);
    expect(done.result).toMatchObject({ status: 'finished', durationMs: 4300 });
    expect(
      await t.ctx.db.selectFrom('roomRecordingPieces').select('seq').where('recordingId', '=', recordingId).execute(),
    ).toEqual([]);
    expect((await finish('demo_agent1', recordingId, pieces.length)).result).toMatchObject({
      status: 'finished',
      durationMs: 4300,
    });

    const answer = await video('demo_agent1', serviceId);
    expect(answer.result?.parts).toEqual([expect.objectContaining({ agentName: '张晓明', durationMs: 4300 })]);
    const file = await download(answer.result!.parts[0]!.url);
    expect(file.type).toBe('video/webm');
    expect(file.body.length).toBe(done.result!.size);
    // The clusters follow the remade head as they were sent, and the head says where to seek.
    const clusters = bytes.subarray(bytes.indexOf(CLUSTER_ELEMENT));
    expect(file.body.subarray(file.body.length - clusters.length)).toEqual(clusters);
    expect(file.body.includes(CUES_ELEMENT)).toBe(true);
    const at = file.body.indexOf(DURATION_ELEMENT);
    expect(file.body.readDoubleBE(at + 3)).toBe(4300);
    const clock = new WebmClock();
    clock.push(file.body);
    expect(clock.durationMs).toBe(4300);
    const detail = await t.call<ServiceRoomDetail>('GET', `/api/serviceRoom/roomInfo/${serviceId}`, {
      token: tokens.demo_tadmin,
    });
    expect(detail.result?.hasVideo).toBe(true);
  });

  it('records only for the room’s own agent while the room is in progress', async () => {
    const serviceId = await openRoom();
    expect((await start('demo_agent2', serviceId)).errCode).toBe(404);
    expect((await start('demo_tadmin', serviceId)).errCode).toBe(404);
    expect((await start('demo_agent1', 'not-a-room')).errCode).toBe(404);
    const recordingId = await started('demo_agent1', serviceId);
    const head = sampleRecording(1000);
    expect((await piece('demo_agent2', { recordingId, seq: 0 }, head)).errCode).toBe(404);
    expect((await finish('demo_agent2', recordingId, 0)).errCode).toBe(404);
    expect(await stateOf(recordingId)).toMatchObject({ status: 'recording', pieces: 0 });

    await t.ctx.db
      .updateTable('serviceRooms')
      .set({ status: 'ended', endedAt: new Date() })
      .where('id', '=', serviceId)
      .execute();
    expect(await start('demo_agent1', serviceId)).toMatchObject({ errCode: 409, errInfo: '会话已结束，无法录制' });
    // Pieces made before the end still arrive after it.
    expect((await piece('demo_agent1', { recordingId, seq: 0 }, head)).errCode).toBe(0);
    expect((await finish('demo_agent1', recordingId, 1)).result).toMatchObject({
      status: 'finished',
      durationMs: 1000,
    });
  });

  it('refuses bad or out-of-order pieces with a reason and changes nothing', async () => {
    const serviceId = await openRoom();
    const recordingId = await started('demo_agent1', serviceId);
    const [first, second, third] = piecesOf(sampleRecording(3000, { payload: 500 }), 6_000);
    expect(third).toBeDefined();

    expect(
      await piece('demo_agent1', { recordingId, seq: 0 }, Buffer.from('plain text, not a recording')),
    ).toMatchObject({ errCode: 400, errInfo: '录像格式不正确，仅支持webm' });
    expect(await piece('demo_agent1', { recordingId, seq: 0 }, Buffer.alloc(0))).toMatchObject({
      errCode: 400,
      errInfo: '录像分片为空',
    });
    expect(await piece('demo_agent1', { recordingId, seq: 0 })).toMatchObject({
      errCode: 400,
      errInfo: '缺少录像分片',
    });
    expect(await piece('demo_agent1', { recordingId, seq: -1 }, first!)).toMatchObject({
      errCode: 400,
      errInfo: '分片序号需为非负整数',
    });
    expect(await piece('demo_agent1', { recordingId: 'x', seq: 0 }, first!)).toMatchObject({
      errCode: 400,
      errInfo: '录像id不正确',
    });
    expect(await stateOf(recordingId)).toMatchObject({ pieces: 0 });

    expect((await piece('demo_agent1', { recordingId, seq: 0 }, first!)).errCode).toBe(0);
    expect(await piece('demo_agent1', { recordingId, seq: 2 }, third!)).toMatchObject({
      errCode: 409,
      errInfo: '录像分片顺序不正确，应上传序号为1的分片',
    });
    // A piece sent again because its answer was lost is already there; different bytes under its number are refused.
    expect(await piece('demo_agent1', { recordingId, seq: 0 }, first!)).toMatchObject({
      errCode: 0,
      result: { pieces: 1 },
    });
    expect(await piece('demo_agent1', { recordingId, seq: 0 }, second!)).toMatchObject({
      errCode: 409,
      errInfo: '序号为0的录像分片已上传，且内容不同',
    });
    expect(await finish('demo_agent1', recordingId, 3)).toMatchObject({
      errCode: 409,
      errInfo: '录像分片不完整：服务器收到1片，上传方发送了3片',
    });
    const kept = await stateOf(recordingId);
    expect([kept.status, kept.pieces, Number(kept.size)]).toEqual(['recording', 1, first!.length]);

    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/serviceRoom/recordPiece',
      payload: { recordingId, seq: 1 },
      headers: { 'access-token': tokens.demo_agent1! },
    });
    expect(notMultipart.statusCode).toBeLessThan(500);
    expect(await stateOf(recordingId)).toMatchObject({ pieces: 1 });

    expect((await piece('demo_agent1', { recordingId, seq: 1 }, second!)).errCode).toBe(0);
    expect((await piece('demo_agent1', { recordingId, seq: 2 }, third!)).errCode).toBe(0);
    expect((await finish('demo_agent1', recordingId, 3)).result).toMatchObject({
      status: 'finished',
      durationMs: 3000,
    });
    expect(await piece('demo_agent1', { recordingId, seq: 3 }, third!)).toMatchObject({
      errCode: 409,
      errInfo: '录像已结束',
    });
  });

  it('plays the parts of a transferred room in order, each agent’s own', async () => {
    const serviceId = await openRoom();
    const firstPart = await record('demo_agent1', serviceId, sampleRecording(2000), 4000);
    await t.ctx.db
      .updateTable('serviceRooms')
      .set({ agentId: agents.demo_agent2!.id })
      .where('id', '=', serviceId)
      .execute();
    expect((await start('demo_agent1', serviceId)).errCode).toBe(404);
    const secondPart = await record('demo_agent2', serviceId, sampleRecording(3000), 4000);
    expect((await finish('demo_agent2', secondPart.recordingId, secondPart.pieces.length)).errCode).toBe(0);
    // The first agent finishes its part after the room moved away from it.
    expect((await finish('demo_agent1', firstPart.recordingId, firstPart.pieces.length)).errCode).toBe(0);

    const answer = await video('demo_tadmin', serviceId);
    expect(answer.result?.parts.map((p) => [p.agentName, p.durationMs])).toEqual([
      ['张晓明', 2000],
      ['李静', 3000],
    ]);
    expect(answer.result?.url).toBe(answer.result?.parts[0]?.url);
    const second = new URL(answer.result!.parts[1]!.url, 'http://x');
    second.searchParams.set('part', firstPart.recordingId);
    expect(
      await t.app.inject({ method: 'GET', url: `${second.pathname}${second.search}` }).then((r) => r.json()),
    ).toMatchObject({ errCode: 403 });
  });

  it('finishes a recording whose page went away with the pieces it sent', async () => {
    const serviceId = await openRoom();
    const { recordingId } = await record('demo_agent1', serviceId, sampleRecording(2500), 5000);
    const sweeper = new RoomRecordings(t.ctx.db, t.ctx.storage, t.app.log);
    await sweeper.sweep(Date.now());
    expect(await stateOf(recordingId)).toMatchObject({ status: 'recording' });
    await sweeper.sweep(Date.now() + RECORDING_IDLE_MS + 1000);
    expect(await stateOf(recordingId)).toMatchObject({ status: 'finished', durationMs: 2500 });
    const empty = await started('demo_agent1', serviceId);
    await sweeper.sweep(Date.now() + RECORDING_IDLE_MS + 1000);
    expect(await stateOf(empty)).toMatchObject({ status: 'empty' });
    expect((await video('demo_agent1', serviceId)).result?.parts).toHaveLength(1);
  });
});
