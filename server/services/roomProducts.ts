import type { Kysely } from 'kysely';
import type { Scope } from '../../src/domain/scope';
import { roomShareTexts, type RoomProduct } from '../../src/schemas/roomShare';
import type { DB } from '../db/types';
import { conflict, invalid, notFound } from '../plugins/envelope';
import type { ShareRoom } from './roomShares';
import { ShareWebService } from './shareWebs';

const productTypes = new Set(['sells', 'measurement']);

/**
 * The product page a room is about (spec 2 §2.2, the video-sales 产品 tab): the link the customer called
 * from, or one its agent chooses in the hall. A link disabled since is no product.
 */
export class RoomProducts {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly shareWebs: ShareWebService,
  ) {}

  async of(serviceId: string): Promise<RoomProduct | null> {
    const row = await this.db
      .selectFrom('serviceRooms as r')
      .innerJoin('shareWebs as s', 's.id', 'r.productWebId')
      .select(['s.id', 's.name', 's.url'])
      .where('r.id', '=', serviceId)
      .where('s.status', '=', true)
      .executeTakeFirst();
    return row ?? null;
  }

  /** Makes a product link of the room's tenant that the agent sees the room's product page. */
  async choose(room: ShareRoom, scope: Scope, webId: string): Promise<RoomProduct> {
    const link = await this.shareWebs.find(webId, scope);
    if (!link || link.tenantId !== room.tenantId) throw notFound();
    if (!productTypes.has(link.type)) throw invalid({ webId: roomShareTexts.productRequired });
    if (!link.status) throw invalid({ webId: roomShareTexts.linkDisabled });
    const changed = await this.db
      .updateTable('serviceRooms')
      .set({ productWebId: link.id })
      .where('id', '=', room.id)
      .where('status', '=', 'inProgress')
      .returning('id')
      .executeTakeFirst();
    if (!changed) throw conflict(roomShareTexts.roomEnded);
    return { id: link.id, name: link.name, url: link.url };
  }
}
