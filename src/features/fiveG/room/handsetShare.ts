import type { HandsetShare } from '../../../schemas/callService';
import type { RoomShare } from './roomApi';

/** What the customer's handset shows of the room's share: the page images (at the agent's page), a link, or nothing. */
export function handsetShareOf(share: RoomShare | null, page?: number): HandsetShare {
  if (!share) return { kind: 'none' };
  // A template plays on its share page, shown as a link is.
  if ((share.kind === 'link' || share.kind === 'template') && share.url)
    return { kind: 'link', name: share.name, url: share.url };
  return { kind: 'image', name: share.name, urls: share.images, ...(page ? { page } : {}) };
}
