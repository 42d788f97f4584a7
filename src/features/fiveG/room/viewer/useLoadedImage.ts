import { useEffect, useState } from 'react';
import { TOKEN_HEADER } from '../../../../schemas/api';
import { readToken } from '../../../../session/session';

export type LoadedImage = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; image: HTMLImageElement };

/**
 * An image for the canvas. Our own addresses answer only with the access-token header (an <img> cannot
 * send it), so the bytes are fetched and drawn from an object URL, freed when the image changes.
 */
export function useLoadedImage(url: string | undefined): LoadedImage {
  const [loaded, setLoaded] = useState<LoadedImage>({ state: 'loading' });
  useEffect(() => {
    if (!url) return;
    let objectUrl: string | undefined;
    const abort = new AbortController();
    setLoaded({ state: 'loading' });
    const token = readToken();
    const sameOrigin = new URL(url, window.location.href).origin === window.location.origin;
    fetch(url, { headers: sameOrigin && token ? { [TOKEN_HEADER]: token } : {}, signal: abort.signal })
      .then((response) => {
        if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('image/'))
          throw new Error(`HTTP ${response.status}`);
        return response.blob();
      })
      .then(
        (blob) =>
          new Promise<HTMLImageElement>((resolve, reject) => {
            objectUrl = URL.createObjectURL(blob);
            const image = new Image();
            image.onload = () => resolve(image);
            image.onerror = () => reject(new Error('decode'));
            image.src = objectUrl;
          }),
      )
      .then((image) => setLoaded({ state: 'ready', image }))
      .catch(() => !abort.signal.aborted && setLoaded({ state: 'failed' }));
    return () => {
      abort.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return loaded;
}
