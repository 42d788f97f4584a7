/** The browser's camera and microphone for the p2p engine. */
import { RtcMediaError, type RtcMediaProblem } from '../RtcClient';

/** Spec 2 §9: a 480p video profile. */
const CONSTRAINTS: MediaStreamConstraints = { audio: true, video: { width: { ideal: 640 }, height: { ideal: 480 } } };

const DENIED = new Set(['NotAllowedError', 'PermissionDeniedError', 'SecurityError']);
const ABSENT = new Set(['NotFoundError', 'DevicesNotFoundError', 'OverconstrainedError']);

/** A getUserMedia refusal by its DOMException name: the user or the browser said no, no device, or the device failed. */
export function mediaProblemOf(err: unknown): RtcMediaProblem {
  const name = err instanceof Error || err instanceof DOMException ? err.name : '';
  if (DENIED.has(name)) return 'denied';
  if (ABSENT.has(name)) return 'unsupported';
  return 'failed';
}

type Devices = { getUserMedia?: MediaDevices['getUserMedia'] } | undefined;

export async function openCameraAndMicrophone(
  devices: Devices = globalThis.navigator?.mediaDevices,
): Promise<MediaStream> {
  // Browsers leave mediaDevices out on pages that are not localhost or https.
  if (!devices?.getUserMedia) throw new RtcMediaError('unsupported');
  try {
    return await devices.getUserMedia(CONSTRAINTS);
  } catch (err) {
    throw new RtcMediaError(mediaProblemOf(err));
  }
}
