import type { BotTranscript } from '../../schemas/bot';
/**
 * The calls a hall makes to the server, one object per side (agent or customer), handed to every part
 * of the hall through its context (HallContext) so no part names an endpoint itself.
 */
import type { NetworkRoomEvent } from '../../domain/networkQuality';
import type { ListResult } from '../../schemas/api';
import type { RecordingState, RecordingTrack, RecordPauseState } from '../../schemas/recording';
import type { RoomEventKind, RoomEventRecord } from '../../schemas/roomEvent';
import type { RtcConfig } from '../../schemas/rtcConfig';
import type { FileRecord } from '../../schemas/file';
import type { RoomInvitation } from '../../schemas/roomInvite';
import type { WecomContact } from '../../schemas/wecomTask';
import type { RoomProduct, RoomShareState } from '../../schemas/roomShare';
import type { ShareWebRecord } from '../../schemas/shareWeb';
import type { AgentSetting } from '../../schemas/agentSetting';

export type ListQuery = Record<string, string | number | boolean | undefined>;

interface SideApi {
  /** Stores a network event of this side in the room's log. */
  reportNetwork(event: NetworkRoomEvent): Promise<unknown>;
  /** Ends what the room shares. */
  stopShare(): Promise<unknown>;
}

export interface AgentHallApi extends SideApi {
  role: 'agent';
  shareState(): Promise<RoomShareState>;
  /** Starts a share by its start path (file, page or digital man) with its body. */
  startShare(path: string, body: object): Promise<unknown>;
  /** Adds a product link to the agent's links and makes it the room's product page. */
  addProductLink(name: string, url: string): Promise<RoomProduct>;
  listLinks(query: ListQuery): Promise<ListResult<ShareWebRecord>>;
  listFiles(query: ListQuery): Promise<ListResult<FileRecord>>;
  /** A host control (mute, video off) by its path; a refusal is shown by the call itself. */
  control(path: string, body: object): Promise<unknown>;
  invitation(): Promise<RoomInvitation>;
  sendInviteSms(phones: string[]): Promise<unknown>;
  /** The agent's WeCom contacts. */
  wecomContacts(): Promise<WecomContact[]>;
  /** Sends one WeCom contact the invitation with its join link; answers what to tell the agent. */
  sendWecomInvite(externalUserId: string, invitation: RoomInvitation): Promise<string>;
  rtcConfig(): Promise<RtcConfig>;
  /** The room's log, oldest first. */
  events(): Promise<RoomEventRecord[]>;
  /** Stores an event of the agent in the room's log; a refusal is shown unless quiet. */
  logEvent(event: RoomEventKind, options?: { quiet?: boolean }): Promise<unknown>;
  /** Ends the room, the customer told. */
  endRoom(): Promise<unknown>;
  /** Answers the notice that the tenant's minutes run out: go on, or end now. */
  answerEndNotice(goOn: boolean): Promise<unknown>;
  recording: RecordingApi;
  /** The agent's beauty sliders as the last room left them. */
  setting(): Promise<AgentSetting>;
  saveSetting(setting: AgentSetting): Promise<AgentSetting>;
  /** What the bot and the customer said before a bot handed the customer over to this room; null when no bot did. */
  botTranscript(): Promise<BotTranscript | null>;
}

/** The room's recording on the server: opened, fed piece by piece, closed with the number of pieces sent. */
export interface RecordingApi {
  start(mimeType: string, track: RecordingTrack): Promise<RecordingState>;
  piece(body: FormData): Promise<RecordingState>;
  finish(recordingId: string, pieces: number): Promise<unknown>;
  /** Whether the recording is paused now, whether the room is under 双录, and the tenant's pause reasons. */
  pauseState(): Promise<RecordPauseState>;
  pause(reason: string): Promise<RecordPauseState>;
  resume(): Promise<RecordPauseState>;
}

export interface CustomerHallApi extends SideApi {
  role: 'customer';
}

export type HallApi = AgentHallApi | CustomerHallApi;
