/** What the 5G room asks of the server (spec 2 §7.2), as the page uses it; made for one session by fiveGRoomApi. */
import type { RecordingApi } from '../../hall';
import type { CallType, EndType, MediaKind } from '../../../schemas/callService';
import type { TraceRecordStatus } from '../../../schemas/fiveGTrace';
import type { CustomerInsurance } from '../../../schemas/insurance';
import type { RoomEventKind } from '../../../schemas/roomEvent';
import type { RenderRecord } from '../../../schemas/videoContent';
import type { CustomerInfo, CustomerValues } from '../../../schemas/customerForm';
import type { MaterialItem, MaterialPage, MaterialQuery } from './materials';

/** A phone call of the session as the server records it. */
interface PhoneCallStart {
  callId: string;
  userName: string;
  phone: string;
  callType: CallType;
}

interface PhoneCallEnd {
  callId: string;
  endType: EndType;
  talkSeconds: number;
  recordId?: string;
  traceRecordId?: string;
}

/** What the room shares now: a 5G material's page images, a template, or a link shown in a frame. */
export interface RoomShare {
  kind: 'file' | 'template' | 'link';
  id: string;
  name: string;
  /** A link's address; null for images. */
  url: string | null;
  /** The page images of a material, in order. */
  images: string[];
}

export interface RoomInfo {
  serviceId: string;
  flowId: string;
  ended: boolean;
  userName: string;
  userPhone: string;
  /** When the current call was answered; the talk timer counts from it. */
  connectedAt: string | null;
  share: RoomShare | null;
  /** The tenant offers the script library and the real-time assistance. */
  fiveGSop: boolean;
  /** The agent's calls must be recorded (level 1, screen recording on): a silent recording plugin is an error. */
  screenRecord: boolean;
  /** When the customer agreed on the handset to be recorded; nothing is recorded before. */
  consentAt: string | null;
  /** The call connected now, as the server records it (an incoming call just answered). */
  liveCall?: { callId: string; media: MediaKind } | null;
}

/** An incoming 5G call answered from the call box: what the room needs to join it (spec 2 §4.3 incoming-call mode). */
export interface IncomingJoin {
  /** The call service's ids of the customer's call. */
  serviceId: string;
  callId: string;
  media: MediaKind;
  /** The app token and base the income offer carried. */
  appToken: string;
  url: string;
}

export interface RoomApi {
  roomInfo(): Promise<RoomInfo>;
  listMaterials(query: MaterialQuery): Promise<MaterialPage>;
  listLinks(query: MaterialQuery): Promise<MaterialPage>;
  listTemplates(query: MaterialQuery): Promise<MaterialPage>;
  /** The share page's preview of an approved template: its render, rendered once on first asking. */
  templatePreview(templateId: string): Promise<RenderRecord>;
  /** The tenant's customer-information form with what was saved for this session's customer. */
  customerInfo(): Promise<CustomerInfo>;
  saveCustomerInfo(values: CustomerValues): Promise<CustomerInfo>;
  /** Sends the template's share page to a phone by SMS. */
  templateSms(templateId: string, phone: string): Promise<void>;
  startShare(item: MaterialItem): Promise<RoomShare>;
  /** Ends the share; after a call ended the server has already stopped the session's share (`callEnded`). */
  stopShare(options?: { callEnded?: boolean }): Promise<void>;
  /** The page of a shared material the agent shows now (shareInfo). */
  sharePage(page: number): Promise<void>;
  end(): Promise<void>;
  startPhoneCall(call: PhoneCallStart): Promise<void>;
  /** The call connected (`connected`), or its medium changed after a switch. */
  videoStatus(callId: string, media: MediaKind, connected?: boolean): Promise<void>;
  micStatus(callId: string, on: boolean): Promise<void>;
  endPhoneCall(call: PhoneCallEnd): Promise<void>;
  /** The same as the page goes away: sent so that it outlives the page. */
  endPhoneCallOnClose(call: PhoneCallEnd): void;
  /** What became of the call service's recording of the call (trace-record status). */
  traceRecord(traceRecordId: string, status: TraceRecordStatus): Promise<void>;
  /** The policies of the session's customer. */
  insurance(): Promise<CustomerInsurance>;
  /** An entry of the session's log. */
  event(event: RoomEventKind): Promise<void>;
  /** The browser's recording of the call (the meeting hall's). */
  recording: RecordingApi;
}
