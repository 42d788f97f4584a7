import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { conflict } from '../plugins/envelope';

/** Draws of a free short code before giving up; collisions are rare until the space fills. */
const DRAWS = 20;
const CODE_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 22 characters of 62 (131 bits): a short link leads to a customer key, so it is as hard to guess. */
const CODE_LENGTH = 22;
export const SHORT_CODE = new RegExp(`^[0-9A-Za-z]{${CODE_LENGTH}}$`);
const drawCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

const LINKS_EXHAUSTED_TEXT = '暂时无法生成邀请链接，请稍后重试';

/** What a short link leads to: a same-screen record or a meeting-hall room. */
type ShortLinkTarget = { serviceWebId: string } | { serviceRoomId: string };

/** The customer's page a short link opens: its session and the customer key. */
interface ShortLinkSession {
  kind: 'room' | 'sameScreen';
  serviceId: string;
  key: string;
}

/**
 * The short links behind invitation QR codes (GET /s/:code): one per record or room, made on first use,
 * leading to the customer's page of the session, with its customer key, while the session is in progress.
 */
export class ShortLinks {
  constructor(private readonly db: Kysely<DB>) {}

  async codeFor(target: ShortLinkTarget): Promise<string> {
    const [column, id] =
      'serviceWebId' in target
        ? (['serviceWebId', target.serviceWebId] as const)
        : (['serviceRoomId', target.serviceRoomId] as const);
    for (let draw = 0; draw < DRAWS; draw++) {
      const existing = await this.db.selectFrom('shortLinks').select('code').where(column, '=', id).executeTakeFirst();
      if (existing) return existing.code;
      await this.db
        .insertInto('shortLinks')
        .values({ code: drawCode(), [column]: id })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    throw conflict(LINKS_EXHAUSTED_TEXT);
  }

  /** The session in progress behind a code, or null once it has ended. */
  async sessionOf(code: string): Promise<ShortLinkSession | null> {
    const web = await this.db
      .selectFrom('shortLinks as l')
      .innerJoin('serviceWebs as w', 'w.id', 'l.serviceWebId')
      .select(['w.id', 'w.customerKey'])
      .where('l.code', '=', code)
      .where('w.status', '=', 'inProgress')
      .executeTakeFirst();
    if (web) return { kind: 'sameScreen', serviceId: web.id, key: web.customerKey };
    const room = await this.db
      .selectFrom('shortLinks as l')
      .innerJoin('serviceRooms as r', 'r.id', 'l.serviceRoomId')
      .select(['r.id', 'r.customerKey'])
      .where('l.code', '=', code)
      .where('r.status', '=', 'inProgress')
      .executeTakeFirst();
    return room ? { kind: 'room', serviceId: room.id, key: room.customerKey } : null;
  }
}
