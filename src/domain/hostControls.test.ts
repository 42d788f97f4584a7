import { describe, expect, it } from 'vitest';
import {
  clearExpired,
  concerns,
  mayTurnOn,
  NO_PROHIBIT,
  obeyMute,
  othersThan,
  PROHIBIT_MS,
  readParticipant,
  upsertParticipant,
  type Participant,
} from './hostControls';

const agent: Participant = { userId: 'a1', userName: '张晓明', role: 'agent', isAudio: true, isVideo: true };
const customer: Participant = {
  userId: 'customer',
  userName: '欧阳建国先生',
  role: 'customer',
  isAudio: true,
  isVideo: true,
};

describe('obeying the host', () => {
  it('a mute turns the device off and forbids turning it on for 10 s, then the flag clears itself', () => {
    const { state, turn } = obeyMute(NO_PROHIBIT, 'audio', { mute: true }, 1_000);
    expect(turn).toBe('off');
    expect(mayTurnOn(state, 'audio', 1_000 + PROHIBIT_MS - 1)).toBe(false);
    expect(mayTurnOn(state, 'video', 1_000)).toBe(true);
    expect(mayTurnOn(state, 'audio', 1_000 + PROHIBIT_MS)).toBe(true);
    expect(clearExpired(state, 1_000 + PROHIBIT_MS)).toEqual(NO_PROHIBIT);
    expect(clearExpired(state, 2_000)).toBe(state);
  });

  it('an unmute turns the device on and lifts the flag at once', () => {
    const muted = obeyMute(NO_PROHIBIT, 'video', { mute: true }, 0).state;
    const { state, turn } = obeyMute(muted, 'video', { mute: false }, 500);
    expect(turn).toBe('on');
    expect(mayTurnOn(state, 'video', 500)).toBe(true);
  });

  it('only requests naming this participant concern it', () => {
    expect(concerns({ users: ['customer'] }, 'customer')).toBe(true);
    expect(concerns({ users: ['a1'] }, 'customer')).toBe(false);
    expect(concerns({ users: 'customer' as unknown as string[] }, 'customer')).toBe(false);
  });
});

describe("the host's member list", () => {
  it('keeps the host first and replaces a member when it announces itself again', () => {
    let list = upsertParticipant([], customer);
    list = upsertParticipant(list, agent);
    expect(list.map((p) => p.userId)).toEqual(['a1', 'customer']);
    list = upsertParticipant(list, { ...customer, isAudio: false });
    expect(list).toHaveLength(2);
    expect(list[1]?.isAudio).toBe(false);
    expect(othersThan(list, 'a1')).toEqual(['customer']);
  });

  it('refuses malformed announcements', () => {
    expect(readParticipant(customer)).toEqual(customer);
    expect(readParticipant({ ...customer, role: 'admin' })).toBeNull();
    expect(readParticipant({ ...customer, isAudio: 'yes' })).toBeNull();
    expect(readParticipant({ ...customer, userId: '' })).toBeNull();
    expect(readParticipant(null)).toBeNull();
  });
});
