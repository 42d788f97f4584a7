import { isVideoSellsTenant } from '../../src/domain/tenants';
import { customerPagePaths } from '../../src/schemas/customerKey';
import { pathWith } from '../../src/schemas/paths';
import { roomInviteMessage, type RoomInvitation } from '../../src/schemas/roomInvite';
import { serviceWebPaths } from '../../src/schemas/serviceWeb';
import type { ShortLinks } from './shortLinks';

/** What the invitation of a room is made from. */
export interface InvitedRoom {
  id: string;
  inviteNumber: string;
  customerKey: string;
  /** The room's agent, as the text names them. */
  fullName: string;
  tenantCode: string;
}

/**
 * The invitation of a room (the hall's invite dialog, a booked session's SMS): the customer's join page, the
 * short link behind the QR code, and the text naming the agent, the invite number and the short link.
 */
export async function roomInvitation(links: ShortLinks, origin: string, room: InvitedRoom): Promise<RoomInvitation> {
  const joinUrl = origin + customerPagePaths.room({ serviceId: room.id, key: room.customerKey });
  const shortUrl =
    origin + pathWith(serviceWebPaths.shortLink, { code: await links.codeFor({ serviceRoomId: room.id }) });
  const content = roomInviteMessage(room.fullName, room.inviteNumber, shortUrl, isVideoSellsTenant(room.tenantCode));
  return { content, joinUrl, shortUrl };
}
