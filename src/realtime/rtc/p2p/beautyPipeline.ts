/**
 * The p2p engine's beauty filter: the camera drawn through a canvas filter (blur, brightness, saturate)
 * about 30 times a second, and the canvas captured as the video track that is sent.
 */
const FRAME_MS = 1000 / 30;

export class BeautyPipeline {
  readonly track: MediaStreamTrack;
  private readonly video = document.createElement('video');
  private readonly canvas = document.createElement('canvas');
  private readonly timer: ReturnType<typeof setInterval>;
  filter = 'none';

  constructor(camera: MediaStreamTrack) {
    const { width = 640, height = 480 } = camera.getSettings();
    this.canvas.width = width;
    this.canvas.height = height;
    this.video.muted = true;
    this.video.playsInline = true;
    this.video.srcObject = new MediaStream([camera]);
    void this.video.play().catch(() => undefined);
    const context = this.canvas.getContext('2d');
    // A timer rather than animation frames: those stop in a background tab, and the call must go on.
    this.timer = setInterval(() => {
      if (!context || this.video.readyState < 2) return;
      context.filter = this.filter;
      context.drawImage(this.video, 0, 0, this.canvas.width, this.canvas.height);
    }, FRAME_MS);
    const track = this.canvas.captureStream(30).getVideoTracks()[0];
    if (!track) throw new Error('canvas capture gave no video track');
    this.track = track;
    this.track.enabled = camera.enabled;
  }

  stop(): void {
    clearInterval(this.timer);
    this.track.stop();
    this.video.srcObject = null;
  }
}
