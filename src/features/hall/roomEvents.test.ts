import { describe, expect, it } from 'vitest';
import { browserCanCall, eventText, eventTone, mediaProblemEvents, mediaToggleEvent, shortName } from './roomEvents';
import { chinaDateTime } from '../../domain/chinaTime';

describe('the room event log', () => {
  it('shows refusals and failures in red, the viewer own events in blue and the others in orange', () => {
    expect(eventTone({ event: 'cameraRefused', actor: 'customer' }, 'agent')).toBe('failure');
    expect(eventTone({ event: 'micRefused', actor: 'agent' }, 'agent')).toBe('failure');
    expect(eventTone({ event: 'shareStarted', actor: 'agent' }, 'agent')).toBe('mine');
    expect(eventTone({ event: 'videoOff', actor: 'customer' }, 'agent')).toBe('other');
  });

  it('names who it happened to, cut to 4 characters', () => {
    expect(shortName('王先生')).toBe('王先生');
    expect(shortName('欧阳建国先生')).toBe('欧阳建国…');
    expect(eventText({ event: 'cameraRefused', actorName: '欧阳建国先生' })).toBe('欧阳建国…拒绝了摄像头授权');
  });

  it('shows times 8 hours on, as YYYY-MM-DD HH:mm:ss', () => {
    expect(chinaDateTime('2026-11-23T16:30:05.123Z')).toBe('2026-11-24 00:30:05');
  });

  it('logs why the camera and microphone did not open: refused, busy, or a browser too old', () => {
    expect(mediaProblemEvents('denied', true)).toEqual(['micRefused', 'cameraRefused']);
    expect(mediaProblemEvents('failed', true)).toEqual(['phoneVoiceUnavailable', 'phoneVideoUnavailable']);
    expect(mediaProblemEvents('unsupported', false)).toEqual(['systemTooOld']);
    // No camera on a desktop is no event.
    expect(mediaProblemEvents('unsupported', true)).toEqual([]);
    expect(eventText({ event: 'cameraRefused', actorName: '王先生' })).toBe('王先生拒绝了摄像头授权');
    expect(eventTone({ event: 'micRefused', actor: 'customer' }, 'customer')).toBe('failure');
  });

  it('knows a browser that can call from one that cannot', () => {
    const getUserMedia = () => undefined;
    expect(browserCanCall({ navigator: { mediaDevices: { getUserMedia } }, RTCPeerConnection: class {} })).toBe(true);
    expect(browserCanCall({ navigator: {}, RTCPeerConnection: class {} })).toBe(false);
    expect(browserCanCall({ navigator: { mediaDevices: { getUserMedia } } })).toBe(false);
  });

  it('words the toggles of one’s own microphone and camera', () => {
    expect([
      mediaToggleEvent('audio', true),
      mediaToggleEvent('audio', false),
      mediaToggleEvent('video', true),
      mediaToggleEvent('video', false),
    ]).toEqual(['audioOn', 'audioOff', 'videoOn', 'videoOff']);
    expect(eventText({ event: mediaToggleEvent('video', false), actorName: '张晓明' })).toBe('张晓明关闭了视频');
  });
});
