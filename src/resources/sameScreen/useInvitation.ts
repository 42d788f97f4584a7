import { useNotify, useRefresh } from 'react-admin';
import { ApiError, request } from '../../dataProvider/httpClient';
import { ErrCode } from '../../schemas/api';
import { SAME_SCREEN_TEXTS } from './texts';
import { serviceWebPaths } from '../../schemas/serviceWeb';

type Outcome<T> = { done: true; value: T } | { done: false; ended: boolean };

/**
 * The invitation of a record in progress: its text (copied), an SMS, its short link. On a record that has
 * ended meanwhile the server answers the spec's text (spec 1 §4); it is shown and the list reloads.
 */
export function useInvitation() {
  const notify = useNotify();
  const refresh = useRefresh();

  const attempt = async <T>(call: () => Promise<T>): Promise<Outcome<T>> => {
    try {
      return { done: true, value: await call() };
    } catch (error) {
      // Transport failures were already shown by the client; refusals are shown here.
      const ended = error instanceof ApiError && error.errCode === ErrCode.conflict;
      if (error instanceof ApiError) notify(error.message, { type: ended ? 'warning' : 'error' });
      if (ended) refresh();
      return { done: false, ended };
    }
  };

  const copyText = async (text: string): Promise<void> => {
    try {
      await navigator.clipboard.writeText(text);
      notify(SAME_SCREEN_TEXTS.copied, { type: 'success' });
    } catch {
      notify(SAME_SCREEN_TEXTS.copyFailed, { type: 'error' });
    }
  };

  /** Copies the invitation text of the record. */
  const copy = async (serviceId: string): Promise<void> => {
    const answer = await attempt(() =>
      request<{ content: string }>('GET', serviceWebPaths.inviteMessage, { query: { serviceId }, quiet: true }),
    );
    if (answer.done) await copyText(answer.value.content);
  };

  /** 'sent' or 'ended' close the dialog; 'failed' keeps it open to correct. */
  const sendSms = async (serviceId: string, phones: string[]): Promise<'sent' | 'ended' | 'failed'> => {
    const answer = await attempt(() =>
      request('POST', serviceWebPaths.sendInvite, { body: { serviceId, phones }, quiet: true }),
    );
    if (answer.done) notify(SAME_SCREEN_TEXTS.smsSent, { type: 'success' });
    return answer.done ? 'sent' : answer.ended ? 'ended' : 'failed';
  };

  const shortUrl = async (serviceId: string): Promise<string | null> => {
    const answer = await attempt(() =>
      request<string>('GET', serviceWebPaths.shortUrl, { query: { serviceId }, quiet: true }),
    );
    return answer.done ? answer.value : null;
  };

  return { copy, copyText, sendSms, shortUrl };
}
