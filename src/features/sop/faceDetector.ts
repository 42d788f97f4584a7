/**
 * The browser's face detector: @vladmandic/face-api's tiny face detector, whose model ships in the package and is
 * served from our own origin as a build asset, so nothing is fetched from elsewhere at run time. Loaded only by
 * useFaceCheck, with a dynamic import, so no page but a 双录 room carries it. The package's own browser bundle is
 * served as it ships, not bundled again: bundling it would move its helpers into the runtime every page loads.
 */
import type * as FaceApi from '@vladmandic/face-api';
import faceApiUrl from '@vladmandic/face-api/dist/face-api.esm.js?url';
import manifest from '@vladmandic/face-api/model/tiny_face_detector_model-weights_manifest.json';
import weightsUrl from '@vladmandic/face-api/model/tiny_face_detector_model.bin?url';
import { customerFaceIn, MIN_FACE_SCORE } from '../../domain/faceCheck';

/**
 * The detector's input side in pixels: its smallest sizes are the cheapest and find a face in front of a camera. On
 * the CPU it runs on the page's own thread, so it takes a smaller frame there.
 */
const INPUT_SIZE = { webgl: 224, cpu: 160 } as const;

export interface FaceDetector {
  /** Whether the frame the video shows now has the customer's face; false while it has no frame yet. */
  customerIn(video: HTMLVideoElement): Promise<boolean>;
}

/** What the package's TensorFlow.js does at run time, though its types leave it out. */
interface TensorflowBackends {
  setBackend(name: string): Promise<boolean>;
  ready(): Promise<void>;
}

/**
 * Whether the browser draws WebGL in software (no graphics card, as in many virtual desktops of call centres): there
 * compiling the detector's shaders holds the page for seconds, longer than the CPU takes to look at a small frame.
 */
function softwareWebgl(): boolean {
  const gl = document.createElement('canvas').getContext('webgl');
  if (!gl) return true;
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const renderer = String(info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER));
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return /swiftshader|llvmpipe|software/i.test(renderer);
}

/**
 * WebGL where the browser has a graphics card for it, the CPU otherwise. Never WebAssembly, which tfjs would pick
 * next: its binary is not among our assets and the Content-Security-Policy refuses compiling it.
 */
async function chooseBackend(faceapi: typeof FaceApi): Promise<'webgl' | 'cpu'> {
  const tf = faceapi.tf as unknown as TensorflowBackends;
  const webgl = !softwareWebgl() && (await tf.setBackend('webgl').catch(() => false));
  if (!webgl && !(await tf.setBackend('cpu'))) throw new Error('no backend for the face detector');
  await tf.ready();
  return webgl ? 'webgl' : 'cpu';
}

async function loadModel(faceapi: typeof FaceApi): Promise<void> {
  const response = await fetch(weightsUrl);
  if (!response.ok) throw new Error(`face model: ${response.status}`);
  const specs = manifest.flatMap((group) => group.weights) as Parameters<typeof faceapi.tf.io.decodeWeights>[1];
  faceapi.nets.tinyFaceDetector.loadFromWeightMap(faceapi.tf.io.decodeWeights(await response.arrayBuffer(), specs));
}

export async function createFaceDetector(): Promise<FaceDetector> {
  const faceapi = (await import(/* @vite-ignore */ faceApiUrl)) as typeof FaceApi;
  const backend = await chooseBackend(faceapi);
  await loadModel(faceapi);
  const options = new faceapi.TinyFaceDetectorOptions({
    inputSize: INPUT_SIZE[backend],
    scoreThreshold: MIN_FACE_SCORE,
  });
  // The detector reads a still copy of the frame: face-api waits on a video element for an event a live stream
  // may never send again.
  const frame = document.createElement('canvas');
  return {
    async customerIn(video) {
      const { videoWidth: width, videoHeight: height } = video;
      if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || width === 0 || height === 0) return false;
      frame.width = width;
      frame.height = height;
      frame.getContext('2d')?.drawImage(video, 0, 0, width, height);
      const faces = await faceapi.detectAllFaces(frame, options);
      return customerFaceIn(
        faces.map((face) => ({ score: face.score, width: face.box.width })),
        width,
      );
    },
  };
}
