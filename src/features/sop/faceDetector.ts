/**
 * The browser's face detector, run on a thread of its own (faceWorker.ts): the page only takes a still of the video
 * and hands it over, so a look, hundreds of milliseconds on a CPU, never holds the agent's page in a call. Loaded only
 * by useFaceCheck, with a dynamic import, so no page but a 双录 room carries it.
 */
import { customerFaceIn } from '../../domain/faceCheck';
import type { FaceLook, FaceLookRequest, FaceWorkerAnswer } from './faceWorkerMessages';

export interface FaceDetector {
  /** Whether the frame the video shows now has the customer's face; false while it has no frame yet. */
  customerIn(video: HTMLVideoElement): Promise<boolean>;
}

/** Starts the detector's thread; resolves once its model is loaded, or rejects when it cannot be. */
export function createFaceDetector(): Promise<FaceDetector> {
  const worker = new Worker(new URL('./faceWorker.ts', import.meta.url), { type: 'module', name: 'face-detector' });
  const looks = new Map<number, { resolve(faces: FaceLook['faces']): void; reject(err: Error): void }>();
  let nextId = 0;
  return new Promise((resolve, reject) => {
    // A thread that fails, before or after it was ready, answers every look still asked of it with the failure.
    const fail = (reason: string) => {
      worker.terminate();
      const err = new Error(`face detector: ${reason}`);
      for (const look of looks.values()) look.reject(err);
      looks.clear();
      reject(err);
    };
    worker.onerror = (event) => fail(event.message || 'the worker did not start');
    worker.onmessage = (event: MessageEvent<FaceWorkerAnswer>) => {
      const message = event.data;
      if (message.type === 'failed') return fail(message.reason);
      if (message.type === 'ready')
        return resolve({
          async customerIn(video) {
            const { videoWidth: width, videoHeight: height } = video;
            if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || width === 0 || height === 0) return false;
            // A still of the frame shown now: face-api would wait on a video element for an event a live stream may
            // never send again, and the thread has no video element anyway.
            const frame = await createImageBitmap(video);
            const id = (nextId += 1);
            const faces = await new Promise<FaceLook['faces']>((found, lost) => {
              looks.set(id, { resolve: found, reject: lost });
              const request: FaceLookRequest = { id, frame };
              worker.postMessage(request, [frame]);
            });
            return customerFaceIn(faces, width);
          },
        });
      const look = looks.get(message.id);
      looks.delete(message.id);
      if (message.type === 'look') look?.resolve(message.faces);
      else look?.reject(new Error(`face detector: ${message.reason}`));
    };
  });
}
