import type { Page } from '@playwright/test';

/**
 * Plain JavaScript run in the page (a string, because tsx's name helpers do not exist there): two bare
 * RTCPeerConnections, each sending the fake camera and microphone, signalled by direct calls.
 */
const FLOOR_SCRIPT = `(async () => {
  const open = () => navigator.mediaDevices.getUserMedia({ audio: true, video: { width: { ideal: 640 }, height: { ideal: 480 } } });
  window.floorMedia ??= [await open(), await open()];
  const [mediaA, mediaB] = window.floorMedia;
  const a = new RTCPeerConnection();
  const b = new RTCPeerConnection();
  a.onicecandidate = ({ candidate }) => candidate && b.addIceCandidate(candidate);
  b.onicecandidate = ({ candidate }) => candidate && a.addIceCandidate(candidate);
  for (const track of mediaA.getTracks()) a.addTrack(track, mediaA);
  for (const track of mediaB.getTracks()) b.addTrack(track, mediaB);
  const firstFrame = (pc) => new Promise((resolve) => {
    pc.ontrack = ({ track, streams }) => {
      if (track.kind !== 'video') return;
      const video = document.createElement('video');
      video.muted = true;
      video.playsInline = true;
      video.srcObject = streams[0] ?? new MediaStream([track]);
      document.body.append(video);
      video.requestVideoFrameCallback(() => {
        resolve(performance.now());
        video.remove();
      });
      video.play().catch(() => undefined);
    };
  });
  const framesA = firstFrame(a);
  const framesB = firstFrame(b);
  const start = performance.now();
  const offer = await a.createOffer();
  await a.setLocalDescription(offer);
  await b.setRemoteDescription(offer);
  const answer = await b.createAnswer();
  await b.setLocalDescription(answer);
  await a.setRemoteDescription(answer);
  const [atA, atB] = await Promise.all([framesA, framesB]);
  a.close();
  b.close();
  return { offerer: atA - start, answerer: atB - start };
})()`;

/**
 * The floor of a first frame: milliseconds from creating the offer to the first frame each side
 * presents (requestVideoFrameCallback), the offerer's and the answerer's.
 */
export function floorFirstFrames(page: Page): Promise<{ offerer: number; answerer: number }> {
  return page.evaluate(FLOOR_SCRIPT) as Promise<{ offerer: number; answerer: number }>;
}
