import { describe, expect, it } from 'vitest';
import type { AgentEvent } from '../../../schemas/callService';
import { callReducer, canShare, IDLE_CALL, type CallInput, type CallState } from './CallSession';

const run = (...inputs: CallInput[]): CallState => inputs.reduce(callReducer, IDLE_CALL);
const event = (e: AgentEvent): CallInput => ({ type: 'event', event: e });
const talking = (mediaAbility: number) => event({ eventType: 'AgentEvent_Talking', content: { mediaAbility } });
const dialled: CallInput[] = [
  { type: 'start', media: 'video' },
  { type: 'assigned', serviceId: 's1', callId: 'c1' },
];

describe('the call panel state', () => {
  it('rings on start and connects on the talking event, in the medium it names', () => {
    expect(run({ type: 'start', media: 'video' })).toMatchObject({ status: 1, media: 'video' });
    expect(run(...dialled)).toMatchObject({ status: 1, serviceId: 's1', callId: 'c1' });
    expect(run(...dialled, talking(3))).toMatchObject({ status: 2, media: 'video' });
    expect(run(...dialled, talking(1))).toMatchObject({ status: 2, media: 'audio' });
  });

  it('ignores a second start while a call is on, and events when idle', () => {
    expect(run(...dialled, { type: 'start', media: 'audio' })).toMatchObject({
      status: 1,
      media: 'video',
      callId: 'c1',
    });
    expect(run(talking(3))).toBe(IDLE_CALL);
  });

  it('sets the changing flag until the switch is answered, and shows a refusal', () => {
    const asked = run(...dialled, talking(1), { type: 'switchAsked' });
    expect(asked).toMatchObject({ changing: true, media: 'audio' });
    expect(canShare(asked)).toBe(false);
    const accepted = callReducer(
      asked,
      event({ eventType: 'AgentEvent_MediaSwith', content: { mediaType: 3, reason: 0 } }),
    );
    expect(accepted).toMatchObject({ changing: false, media: 'video', message: null });
    expect(canShare(accepted)).toBe(true);
    const refused = callReducer(
      asked,
      event({ eventType: 'AgentEvent_MediaSwith', content: { mediaType: 1, reason: 1 } }),
    );
    expect(refused).toMatchObject({ changing: false, media: 'audio', message: '对方已拒绝视频通话' });
  });

  it('ends with type 2 when the call fails or the customer hangs up, -1 on shutdown, offline or a poll failure, 1 by the agent', () => {
    expect(run(...dialled, event({ eventType: 'AgentEvent_Call_Out_Fail', content: { reason: 'x' } })).ended).toEqual({
      endType: 2,
      message: '呼叫失败，对方未接通',
    });
    expect(run(...dialled, talking(3), event({ eventType: 'AgentEvent_Customer_Release', content: {} })).ended).toEqual(
      { endType: 2, message: '对方异常或挂断电话' },
    );
    expect(
      run(...dialled, talking(3), event({ eventType: 'AgentOther_ShutdownService', content: {} })).ended?.endType,
    ).toBe(-1);
    expect(run(...dialled, { type: 'failed', message: '无效的access-token' })).toMatchObject({
      status: 0,
      ended: { endType: -1, message: '无效的access-token' },
    });
    expect(run(...dialled, talking(3), { type: 'hangUp', endType: 1 })).toMatchObject({
      status: 0,
      changing: false,
      ended: { endType: 1, message: null },
    });
  });

  it('starts afresh after an end', () => {
    const again = run(...dialled, { type: 'hangUp', endType: 1 }, { type: 'start', media: 'audio' });
    expect(again).toMatchObject({ status: 1, media: 'audio', ended: null, callId: null });
  });
});
