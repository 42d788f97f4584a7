import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { callTexts } from '../../src/schemas/call';
import { agentRtcUserId, customerRtcUserId, type RtcConfig, type RtcEngineName } from '../../src/schemas/rtcConfig';
import type { Config } from '../config';
import type { DB } from '../db/types';
import { invalid, notFound } from '../plugins/envelope';
import { genUserSig } from './userSig';

/** A UserSig outlives any call: a day. */
const RTC_USER_SIG_SECONDS = 24 * 60 * 60;

/**
 * What a room's page needs to reach the room's media and messages: the engine, the ICE servers and,
 * with TRTC, a user of this page and its UserSig, for the room's agent or its customer only.
 */
export class RtcConfigService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly config: Pick<Config, 'rtc' | 'trtc' | 'iceServers'>,
  ) {}

  /** The agent serving the room in progress; another agent's room is not found, an ended one is said so. */
  async forAgent(serviceId: string, agentId: string): Promise<RtcConfig> {
    const room = await this.db
      .selectFrom('serviceRooms')
      .select(['agentId', 'status'])
      .where('id', '=', serviceId)
      .executeTakeFirst();
    if (!room || room.agentId !== agentId) throw notFound();
    if (room.status !== 'inProgress') throw invalid({ serviceId: callTexts.roomEnded });
    return this.forAnsweringAgent(serviceId, agentId);
  }

  /** The agent who has just opened or taken over the room: its answer already checked that the room is its own. */
  forAnsweringAgent(serviceId: string, agentId: string): RtcConfig {
    return this.answer(serviceId, agentRtcUserId(agentId));
  }

  /** The room's customer, whose invite number the caller has already checked; each page is a user of its own. */
  forCustomer(serviceId: string): RtcConfig {
    return this.answer(serviceId, customerRtcUserId(randomBytes(12).toString('base64url')));
  }

  /** The ICE servers anyone may be told: those without credentials (STUN). */
  publicIceServers(): RtcConfig['iceServers'] {
    return this.config.iceServers.filter((server) => server.username === undefined && server.credential === undefined);
  }

  /** The engine the rooms run on: TRTC only when its credentials are set. */
  engine(): RtcEngineName {
    return this.config.rtc === 'p2p' || !this.config.trtc ? 'p2p' : 'trtc';
  }

  private answer(serviceId: string, userId: string): RtcConfig {
    const iceServers = this.config.iceServers;
    if (this.engine() === 'p2p' || !this.config.trtc) return { engine: 'p2p', iceServers };
    const { sdkAppId, secretKey } = this.config.trtc;
    return {
      engine: 'trtc',
      iceServers,
      sdkAppId,
      userId,
      userSig: genUserSig(sdkAppId, secretKey, userId, RTC_USER_SIG_SECONDS),
      roomId: serviceId,
    };
  }
}
