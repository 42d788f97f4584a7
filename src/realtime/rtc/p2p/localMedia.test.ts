import { describe, expect, it } from 'vitest';
import { RtcMediaError } from '../RtcClient';
import { mediaProblemOf, openCameraAndMicrophone } from './localMedia';

const refusal = (name: string) => Object.assign(new Error(name), { name });

describe('opening the camera and microphone', () => {
  it('tells a refusal from a missing device and from a failing one', () => {
    expect(mediaProblemOf(refusal('NotAllowedError'))).toBe('denied');
    expect(mediaProblemOf(refusal('NotFoundError'))).toBe('unsupported');
    expect(mediaProblemOf(refusal('NotReadableError'))).toBe('failed');
    expect(mediaProblemOf('nonsense')).toBe('failed');
  });

  it('answers unsupported without mediaDevices, and the problem of a refusal', async () => {
    await expect(openCameraAndMicrophone({})).rejects.toMatchObject({ problem: 'unsupported' });
    const refusing = { getUserMedia: () => Promise.reject(refusal('NotAllowedError')) };
    const answer = openCameraAndMicrophone(refusing);
    await expect(answer).rejects.toBeInstanceOf(RtcMediaError);
    await expect(answer).rejects.toMatchObject({ problem: 'denied' });
  });
});
