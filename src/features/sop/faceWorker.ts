/// <reference lib="webworker" />
/**
 * The face detector's own thread: @vladmandic/face-api's tiny face detector looks at the stills the page sends it
 * (faceDetector.ts), so a look, which takes hundreds of milliseconds on a CPU, never holds the agent's page in a
 * call. Its model ships in the package and is served from our own origin as a build asset; the package's own
 * browser bundle is loaded as it ships, not bundled again.
 */
import type * as FaceApi from '@vladmandic/face-api';
import faceApiUrl from '@vladmandic/face-api/dist/face-api.esm.js?url';
import manifest from '@vladmandic/face-api/model/tiny_face_detector_model-weights_manifest.json';
import weightsUrl from '@vladmandic/face-api/model/tiny_face_detector_model.bin?url';
import { MIN_FACE_SCORE } from '../../domain/faceCheck';
import type { FaceLook, FaceLookRequest, FaceWorkerAnswer } from './faceWorkerMessages';

/** The detector's input side in pixels: its smallest sizes are the cheapest and find a face in front of a camera. */
const INPUT_SIZE = { webgl: 224, cpu: 160 } as const;

/** What the package's TensorFlow.js does at run time, though its types leave it out. */
interface TensorflowBackends {
  setBackend(name: string): Promise<boolean>;
  ready(): Promise<void>;
}

const scope = self as unknown as DedicatedWorkerGlobalScope;

/**
 * Whether WebGL is drawn in software here (no graphics card, as in many virtual desktops of call centres): there
 * the CPU looks at a small frame sooner than the detector's shaders compile.
 */
function softwareWebgl(): boolean {
  const gl = new OffscreenCanvas(1, 1).getContext('webgl');
  if (!gl) return true;
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const renderer = String(info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER));
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return /swiftshader|llvmpipe|software/i.test(renderer);
}

/**
 * WebGL where there is a graphics card for it, the CPU otherwise. Never WebAssembly, which tfjs would pick next:
 * its binary is not among our assets and the Content-Security-Policy refuses compiling it.
 */
async function chooseBackend(faceapi: typeof FaceApi): Promise<'webgl' | 'cpu'> {
  const tf = faceapi.tf as unknown as TensorflowBackends;
  const webgl = !softwareWebgl() && (await tf.setBackend('webgl').catch(() => false));
  if (!webgl && !(await tf.setBackend('cpu'))) throw new Error('no backend for the face detector');
  await tf.ready();
  return webgl ? 'webgl' : 'cpu';
}

/**
 * face-api knows a page and Node; a worker has neither a document nor image elements, only offscreen canvases, which
 * are all the detector draws on here.
 */
function workerEnvironment(faceapi: typeof FaceApi): void {
  const none = () => {
    throw new Error('not in a worker');
  };
  faceapi.env.setEnv({
    Canvas: OffscreenCanvas as unknown as typeof HTMLCanvasElement,
    CanvasRenderingContext2D: OffscreenCanvasRenderingContext2D as unknown as typeof CanvasRenderingContext2D,
    Image: class {} as unknown as typeof HTMLImageElement,
    ImageData,
    Video: class {} as unknown as typeof HTMLVideoElement,
    createCanvasElement: () => new OffscreenCanvas(1, 1) as unknown as HTMLCanvasElement,
    createImageElement: none,
    createVideoElement: none,
    fetch: (url, init) => fetch(url, init),
    readFile: none,
  });
}

async function loadModel(faceapi: typeof FaceApi): Promise<void> {
  const response = await fetch(weightsUrl);
  if (!response.ok) throw new Error(`face model: ${response.status}`);
  const specs = manifest.flatMap((group) => group.weights) as Parameters<typeof faceapi.tf.io.decodeWeights>[1];
  faceapi.nets.tinyFaceDetector.loadFromWeightMap(faceapi.tf.io.decodeWeights(await response.arrayBuffer(), specs));
}

async function startDetector(): Promise<(frame: ImageBitmap) => Promise<FaceLook['faces']>> {
  const faceapi = (await import(/* @vite-ignore */ faceApiUrl)) as typeof FaceApi;
  workerEnvironment(faceapi);
  const backend = await chooseBackend(faceapi);
  await loadModel(faceapi);
  const options = new faceapi.TinyFaceDetectorOptions({
    inputSize: INPUT_SIZE[backend],
    scoreThreshold: MIN_FACE_SCORE,
  });
  const canvas = new OffscreenCanvas(1, 1);
  return async (frame) => {
    canvas.width = frame.width;
    canvas.height = frame.height;
    canvas.getContext('2d')?.drawImage(frame, 0, 0);
    frame.close();
    const faces = await faceapi.detectAllFaces(canvas as unknown as HTMLCanvasElement, options);
    return faces.map((face) => ({ score: face.score, width: face.box.width }));
  };
}

const detector = startDetector();
const answer = (message: FaceWorkerAnswer) => scope.postMessage(message);

detector.then(
  () => answer({ type: 'ready' }),
  (err: unknown) => answer({ type: 'failed', reason: err instanceof Error ? err.message : String(err) }),
);

scope.onmessage = (event: MessageEvent<FaceLookRequest>) => {
  const { id, frame } = event.data;
  void detector
    .then((look) => look(frame))
    .then(
      (faces) => answer({ type: 'look', id, faces }),
      (err: unknown) => answer({ type: 'lookFailed', id, reason: err instanceof Error ? err.message : String(err) }),
    );
};
