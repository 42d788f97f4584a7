import { useEffect, useRef, type CSSProperties } from 'react';

/**
 * Plays a media stream: one's own muted and mirrored, the other side's with sound (played muted when
 * the browser refuses sound without a gesture, so the picture still shows).
 */
export function StreamVideo({
  stream,
  own,
  label,
  hidden,
  testId,
}: {
  stream: MediaStream | null;
  own?: boolean;
  label: string;
  hidden?: boolean;
  testId?: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = stream;
    if (!stream) return;
    video.muted = own === true;
    video
      .play()
      .catch(() => {
        video.muted = true;
        return video.play();
      })
      .catch(() => undefined);
  }, [stream, own]);
  const style: CSSProperties = {
    width: '100%',
    height: '100%',
    objectFit: 'cover',
    display: 'block',
    background: '#111',
    ...(own ? { transform: 'scaleX(-1)' } : {}),
  };
  return (
    <video
      ref={ref}
      autoPlay
      playsInline
      aria-label={label}
      data-testid={testId}
      style={hidden ? { ...style, position: 'absolute', opacity: 0, pointerEvents: 'none' } : style}
    />
  );
}
