/** How the room's event log shows an event (spec 2 §4, §9): its words, its colour and its time. */
import { FAILURE_EVENTS, roomEventTexts, type RoomEventKind, type RoomEventRecord } from '../../schemas/roomEvent';
import type { RtcMediaProblem } from '../../realtime/rtc/RtcClient';

type EventTone = 'failure' | 'mine' | 'other';
/**
 * The log's colours: red for refusals and failures, blue for the current user's, orange for the others'; each
 * dark enough for WCAG AA's 4.5:1 on the white log.
 */
export const EVENT_COLOURS: Record<EventTone, string> = { failure: '#cf1322', mine: '#0958d9', other: '#ad4e00' };

export function eventTone(
  event: Pick<RoomEventRecord, 'event' | 'actor'>,
  viewer: RoomEventRecord['actor'],
): EventTone {
  if (FAILURE_EVENTS.includes(event.event)) return 'failure';
  return event.actor === viewer ? 'mine' : 'other';
}

/** Names in the hall are cut to 4 characters (spec 2 §2.2). */
export function shortName(name: string): string {
  const chars = Array.from(name);
  return chars.length > 4 ? `${chars.slice(0, 4).join('')}…` : name;
}

export function eventText(
  event: Pick<RoomEventRecord, 'event' | 'actorName'> & { detail?: RoomEventRecord['detail'] },
): string {
  const reason = event.detail?.reason;
  return (roomEventTexts[event.event] ?? event.event)
    .replace('{name}', shortName(event.actorName))
    .replace('{reason}', typeof reason === 'string' ? reason : '');
}

/**
 * What the log says when the camera and microphone cannot be opened (spec 2 §4.1): refused authorisation,
 * devices busy (a phone in a call), or a browser too old to have them at all. Missing devices say nothing.
 */
export function mediaProblemEvents(problem: RtcMediaProblem, browserCanCall: boolean): RoomEventKind[] {
  if (problem === 'denied') return ['micRefused', 'cameraRefused'];
  if (problem === 'failed') return ['phoneVoiceUnavailable', 'phoneVideoUnavailable'];
  return browserCanCall ? [] : ['systemTooOld'];
}

/** Whether this browser has what a call needs: camera and microphone access and WebRTC. */
export function browserCanCall(
  scope: { navigator?: { mediaDevices?: { getUserMedia?: unknown } }; RTCPeerConnection?: unknown } = globalThis,
): boolean {
  return (
    typeof scope.navigator?.mediaDevices?.getUserMedia === 'function' && typeof scope.RTCPeerConnection === 'function'
  );
}

/** A change of one's own microphone or camera, as the log says it. */
export const mediaToggleEvent = (device: 'audio' | 'video', on: boolean): RoomEventKind =>
  device === 'audio' ? (on ? 'audioOn' : 'audioOff') : on ? 'videoOn' : 'videoOff';
