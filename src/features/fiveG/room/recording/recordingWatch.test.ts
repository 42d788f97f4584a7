import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callServiceTexts } from '../../../../schemas/callService';
import type { RecordingAnswer } from '../../call/CallServiceClient';
import { PLUGIN_SILENCE_MS, RECORDING_RETRY_MS, recordingWatch } from './recordingWatch';

const refused: RecordingAnswer<string> = { ok: false, error: '录制服务繁忙' };
const accepted: RecordingAnswer<string> = { ok: true, result: 'rec-1' };

function watchWith(answers: RecordingAnswer<string>[], required = true) {
  const start = vi.fn(async () => answers.shift() ?? refused);
  const onFault = vi.fn();
  const onReady = vi.fn();
  return { watch: recordingWatch({ start, required, onFault, onReady }), start, onFault, onReady };
}

describe('the recording plugin watch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks again up to 3 times when the start is refused, then tells a required agent at once', async () => {
    const { watch, start, onFault } = watchWith([refused, refused, refused, refused, accepted]);
    watch.begin();
    await vi.advanceTimersByTimeAsync(RECORDING_RETRY_MS * 2);
    expect(start).toHaveBeenCalledTimes(3);
    expect(onFault).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(RECORDING_RETRY_MS);
    expect(start).toHaveBeenCalledTimes(4);
    expect(onFault).toHaveBeenCalledWith(callServiceTexts.recordingFault, null);
    await vi.advanceTimersByTimeAsync(PLUGIN_SILENCE_MS);
    expect(start).toHaveBeenCalledTimes(4);
    expect(onFault).toHaveBeenCalledTimes(1);
  });

  it('a start accepted on a retry, then the Record event: the plugin started, no error', async () => {
    const { watch, start, onFault, onReady } = watchWith([refused, accepted]);
    watch.begin();
    await vi.advanceTimersByTimeAsync(RECORDING_RETRY_MS);
    expect(start).toHaveBeenCalledTimes(2);
    watch.heard();
    expect(onReady).toHaveBeenCalledWith(callServiceTexts.recordingReady);
    await vi.advanceTimersByTimeAsync(PLUGIN_SILENCE_MS * 2);
    expect(onFault).not.toHaveBeenCalled();
  });

  it('a plugin silent for 15 s after an accepted start: the error, with the record id asked for', async () => {
    const { watch, onFault } = watchWith([accepted]);
    watch.begin();
    await vi.advanceTimersByTimeAsync(PLUGIN_SILENCE_MS - 1);
    expect(onFault).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onFault).toHaveBeenCalledWith(callServiceTexts.recordingFault, 'rec-1');
    // A late Record event does not take the error back nor say it started.
    watch.heard();
    expect(onFault).toHaveBeenCalledTimes(1);
  });

  it('an agent who need not be recorded hears nothing of the silence; the fault is still reported', async () => {
    const { watch, onFault } = watchWith([accepted], false);
    watch.begin();
    await vi.advanceTimersByTimeAsync(PLUGIN_SILENCE_MS);
    expect(onFault).toHaveBeenCalledWith(null, 'rec-1');
  });

  it('a call that ends before the plugin speaks waits for nothing', async () => {
    const { watch, start, onFault } = watchWith([refused]);
    watch.begin();
    watch.stop();
    await vi.advanceTimersByTimeAsync(PLUGIN_SILENCE_MS * 2);
    expect(start).toHaveBeenCalledTimes(1);
    expect(onFault).not.toHaveBeenCalled();
  });
});
