/**
 * A room's life on both sides (spec 2 §4.1 "Ending the session", in-room messages, §7.1 handleEndNotify):
 * the end message, the notice that the end is near and the answer to it, and a failed same-screen login.
 */
import { recordOf } from './answers';
import { uuidField } from './fields';

export const roomLifecycleTexts = {
  roomEnded: '会话已结束',
  noNotice: '没有待确认的结束提醒',
  continued: '已继续会话',
  answerRequired: '请选择继续或退出',
} as const;

/** POST /api/serviceRoom/handleEndNotify: the room's agent answers the notice (continue, or end now). */
export const handleEndNotifySchema = {
  $id: 'handleEndNotify',
  type: 'object',
  properties: {
    serviceId: uuidField(roomLifecycleTexts.roomEnded),
    continue: { type: 'boolean', errorMessage: roomLifecycleTexts.answerRequired },
  },
  required: ['serviceId', 'continue'],
  additionalProperties: false,
  errorMessage: { required: { serviceId: roomLifecycleTexts.roomEnded, continue: roomLifecycleTexts.answerRequired } },
} as const;

/** The answer: the room and whether it goes on. */
export const handleEndNotifyResultSchema = recordOf({ serviceId: { type: 'string' }, continue: { type: 'boolean' } });

export const roomLifecyclePaths = {
  handleEndNotify: '/api/serviceRoom/handleEndNotify',
} as const;

interface EndNoticeMessage {
  /** Seconds the dialog counts down before the session ends by itself. */
  seconds: number;
}

declare module './roomMessages' {
  interface RoomMessages {
    /** One side ended the session (spec 2 §7.4 IM 'end'); the other leaves the hall. */
    wxEnd: { by: 'agent' | 'customer' };
    /** The tenant's remaining minutes are about to run out. */
    notifyEnd: EndNoticeMessage;
    /** The session is about to reach the longest a single session may last. */
    notifySingleEnd: EndNoticeMessage;
    /** The other side could not open the shared page (same-screen login failed). */
    syncLoginError: Record<string, never>;
  }
}
