import { useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { ApiError } from '../../../dataProvider/httpClient';
import { DocumentPagesCode } from '../../../schemas/documentPages';
import type { ShareController } from '../../../domain/shareSync';
import { sharePaths } from '../../../schemas/roomShare';
import { useAgentHallApi, useHall } from '../HallContext';
import { shareTexts } from './shareTexts';
import type { ShareItem } from './useShareList';

/** Product links are shared through the share-product dialog (who sees it, who controls it). */
const isProduct = (item: ShareItem) =>
  item.source.from === 'links' && (item.source.type === 'sells' || item.source.type === 'measurement');

function startCall(item: ShareItem, serviceId: string, control: ShareController | undefined): [string, object] {
  if (item.source.from === 'files') return [sharePaths.shareFile, { fileId: item.id, serviceId, control }];
  if (item.source.type === 'digitalMan') return [sharePaths.startDigitalMan, { webId: item.id, serviceId }];
  return [sharePaths.startWeb, { webId: item.id, serviceId, control }];
}

const failureText = (item: ShareItem) =>
  item.source.from === 'links' && item.source.type === 'yxzx' ? shareTexts.yxzxFailed : shareTexts.materialFailed;
const successText = (item: ShareItem) =>
  isProduct(item)
    ? shareTexts.productShared
    : item.source.from === 'links' && item.source.type === 'digitalMan'
      ? shareTexts.digitalManShared
      : null;

/**
 * Starting a share from the panel (spec 2 §4.1): while something is shared it asks before switching,
 * a product goes through the share-product dialog, and a click while a start is under way is ignored.
 */
export function useStartShare() {
  const hall = useHall();
  const api = useAgentHallApi();
  const notify = useNotify();
  const loading = useRef(false);
  const [switching, setSwitching] = useState<ShareItem | null>(null);
  const [product, setProduct] = useState<ShareItem | null>(null);

  const start = async (item: ShareItem, control?: ShareController) => {
    if (loading.current) return;
    loading.current = true;
    const [path, body] = startCall(item, hall.room.serviceId, control);
    try {
      await api.startShare(path, body);
      const success = successText(item);
      if (success) notify(success, { type: 'success' });
    } catch (err) {
      const info = err instanceof Error ? err.message : '';
      const converting = err instanceof ApiError && err.errCode === DocumentPagesCode.converting;
      notify(converting ? info : `${failureText(item)}${info ? `：${info}` : ''}`, { type: 'warning' });
      if (!converting) hall.logEvent('shareFailed');
    } finally {
      loading.current = false;
    }
  };

  const proceed = (item: ShareItem) => (isProduct(item) ? setProduct(item) : void start(item));

  return {
    choose(item: ShareItem) {
      if (loading.current) return;
      if (hall.share) setSwitching(item);
      else proceed(item);
    },
    switching,
    confirmSwitch() {
      if (switching) proceed(switching);
      setSwitching(null);
    },
    cancelSwitch: () => setSwitching(null),
    product,
    shareProduct(control: ShareController) {
      if (product) void start(product, control);
      setProduct(null);
    },
    cancelProduct: () => setProduct(null),
  };
}
