import { describe, expect, it } from 'vitest';
import { eventText, eventTime, eventTone, shortName } from './roomEvents';

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
    expect(eventTime('2026-11-23T16:30:05.123Z')).toBe('2026-11-24 00:30:05');
  });
});
