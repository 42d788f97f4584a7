import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdCameraAhead, letCameraGo, openCameraAhead, takeCameraAndMicrophone } from './cameraAhead';

/** A stream of two tracks that can be stopped, as getUserMedia answers it. */
function fakeStream(): MediaStream {
  const tracks = ['audio', 'video'].map((kind) => {
    const track = { kind, readyState: 'live', stop: () => (track.readyState = 'ended') };
    return track;
  });
  return { getTracks: () => tracks } as unknown as MediaStream;
}

const ended = (stream: MediaStream) => stream.getTracks().every((track) => track.readyState === 'ended');
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('the camera opened while a call rings', () => {
  const opened: MediaStream[] = [];
  beforeEach(() => {
    opened.length = 0;
    vi.stubGlobal('navigator', {
      mediaDevices: {
        getUserMedia: () => {
          const stream = fakeStream();
          opened.push(stream);
          return Promise.resolve(stream);
        },
      },
    });
  });
  afterEach(() => {
    letCameraGo();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is what the room publishes, without opening the devices a second time', async () => {
    openCameraAhead(Promise.resolve('p2p'), 60_000);
    await settle();
    expect(opened).toHaveLength(1);
    expect(await takeCameraAndMicrophone()).toBe(opened[0]);
    expect(opened).toHaveLength(1);
    expect(ended(opened[0]!)).toBe(false);
  });

  it('opens nothing for TRTC, whose SDK opens the camera itself', async () => {
    openCameraAhead('trtc', 60_000);
    await settle();
    expect(opened).toHaveLength(0);
  });

  it('stops when the call is let go, and the next room opens the devices anew', async () => {
    openCameraAhead('p2p', 60_000);
    await settle();
    letCameraGo();
    await settle();
    expect(ended(opened[0]!)).toBe(true);
    const next = await takeCameraAndMicrophone();
    expect(next).toBe(opened[1]);
  });

  it('opens nothing when the call is let go before the engine is known', async () => {
    let answer: (name: 'p2p') => void = () => undefined;
    openCameraAhead(new Promise((resolve) => (answer = resolve)), 60_000);
    letCameraGo();
    answer('p2p');
    await settle();
    expect(opened).toHaveLength(0);
  });

  it('stops after the time it is held unless a room took it, and an answer holds it longer', async () => {
    vi.useFakeTimers();
    openCameraAhead('p2p', 1_000);
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(900);
    holdCameraAhead(1_000);
    await vi.advanceTimersByTimeAsync(900);
    expect(ended(opened[0]!)).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(ended(opened[0]!)).toBe(true);
  });

  it('is not taken once a track has ended (the device was unplugged meanwhile)', async () => {
    openCameraAhead('p2p', 60_000);
    await settle();
    opened[0]!.getTracks()[1]!.stop();
    const taken = await takeCameraAndMicrophone();
    expect(taken).toBe(opened[1]);
    expect(ended(opened[0]!)).toBe(true);
  });
});
