/** What the face detector's thread (faceWorker.ts) tells the page (faceDetector.ts). */

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
