/** What the page (faceDetector.ts) and the face detector's thread (faceWorker.ts) tell each other. */

/** A still to look at, handed over (transferred) with its number. */
export interface FaceLookRequest {
  id: number;
  frame: ImageBitmap;
}

/** The faces found in one still: each one's score and width in the still's pixels. */
export interface FaceLook {
  type: 'look';
  id: number;
  faces: { score: number; width: number }[];
}

export type FaceWorkerAnswer =
  | { type: 'ready' }
  | { type: 'failed'; reason: string }
  | FaceLook
  | { type: 'lookFailed'; id: number; reason: string };
