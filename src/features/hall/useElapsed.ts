import { useEffect, useState } from 'react';

/** A length of time as mm:ss (hh:mm:ss past an hour). */
export function elapsedText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(whole / 3600);
  return `${hours > 0 ? `${pad(hours)}:` : ''}${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}`;
}

/** mm:ss (hh:mm:ss past an hour) since the room started, ticking each second. */
export function useElapsed(startedAt: string | undefined): string {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (!startedAt) return '00:00';
  return elapsedText((now - Date.parse(startedAt)) / 1000);
}
