import { useEffect } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { onAgentSocketEvent } from '../../realtime/agentSocket';
import type { ShareWebType } from '../../schemas/shareWeb';
import { SHARE_WEB_TEXTS } from './texts';

/** Spec 1 §7.5: a link of this list's type added anywhere in the tenant shows the notice and refreshes the list. */
export function useShareWebAdded(type: ShareWebType): void {
  const notify = useNotify();
  const refresh = useRefresh();
  useEffect(
    () =>
      onAgentSocketEvent('newShareWebAdded', (shareWeb) => {
        if (shareWeb.type !== type) return;
        notify(SHARE_WEB_TEXTS.newLinkNotice, { type: 'info' });
        refresh();
      }),
    [type, notify, refresh],
  );
}
