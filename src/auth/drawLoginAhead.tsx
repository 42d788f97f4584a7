import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import type { EntryType } from '../domain/entry';
import { i18nProvider } from '../i18n/i18nProvider';
import { LoginApp } from './LoginApp';

export interface DrawnPage {
  /** The markup of the page, for the app's root element. */
  markup: string;
  /** Its styles as emotion's style elements, for the head; the browser's emotion takes them over. */
  styles: string;
  /** The document's title for the entry. */
  title: string;
}

const nothing = () => undefined;

/**
 * The login page of an entry, drawn at build time (scripts/drawnPages.ts): a slow phone shows it as soon as the
 * HTML is in, where the page's code would take about a second more to draw it. The sign-in button stays disabled
 * until that code has come and drawn the page again over it (main.tsx), keeping what was typed meanwhile.
 */
export function drawLoginAhead(entry: EntryType): DrawnPage {
  const cache = createCache({ key: 'css' });
  // Styles are gathered in the cache rather than written beside each element.
  cache.compat = true;
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const markup = renderToString(
    <CacheProvider value={cache}>
      <LoginApp onSigningIn={nothing} onEntered={nothing} drawnAhead={{ entry }} />
    </CacheProvider>,
  );
  return {
    markup,
    styles: constructStyleTagsFromChunks(extractCriticalToChunks(markup)),
    title: i18nProvider.translate(`app.title.${entry}`),
  };
}
