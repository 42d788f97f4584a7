import { useEffect, useState } from 'react';
import type { StoredTemplate } from '../../domain/scene/stored';
import type { VideoPreview } from '../../schemas/videoContent';
import { studioApi } from './studioApi';
import { STUDIO_TEXTS } from './texts';

/** Until the first frame shows the popup asks often; then the video takes seconds more, and once a second is enough. */
const FIRST_FRAME_POLL_MS = 250;
const POLL_MS = 1000;

export type PreviewShown =
  | { kind: 'waiting'; poster: string | null; progress: number | null }
  | { kind: 'failed'; text: string }
  | { kind: 'ready'; url: string; poster: string | null };

function shownOf(preview: VideoPreview): PreviewShown {
  const { render } = preview;
  if (render.state === 'ready' && render.url) return { kind: 'ready', url: render.url, poster: render.posterUrl };
  if (render.state === 'failed') return { kind: 'failed', text: render.error ?? STUDIO_TEXTS.previewFailed };
  return { kind: 'waiting', poster: render.posterUrl, progress: render.state === 'rendering' ? render.progress : null };
}

/**
 * Asks for a preview of the content the editor had when the popup opened, and follows its render: the first
 * frame as soon as the server has drawn it, then the video once it plays, or why it failed.
 */
export function usePreview(templateId: string, content: StoredTemplate): PreviewShown {
  const [shown, setShown] = useState<PreviewShown>({ kind: 'waiting', poster: null, progress: null });
  useEffect(() => {
    let ended = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const follow = (preview: VideoPreview) => {
      if (ended) return;
      const next = shownOf(preview);
      setShown(next);
      if (next.kind !== 'waiting') return;
      timer = setTimeout(
        () => {
          void studioApi
            .previewState(preview._id)
            .then(follow)
            .catch(() => follow(preview));
        },
        next.poster ? POLL_MS : FIRST_FRAME_POLL_MS,
      );
    };
    studioApi
      .preview(templateId, content)
      .then(follow)
      .catch(() => !ended && setShown({ kind: 'failed', text: STUDIO_TEXTS.previewFailed }));
    return () => {
      ended = true;
      clearTimeout(timer);
    };
  }, [templateId, content]);
  return shown;
}
