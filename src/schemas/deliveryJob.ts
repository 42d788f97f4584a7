/**
 * One recipient of a delivery task (the spec's deliverJob, spec 3 §7: list/detail/{deliverJobId},
 * list/videoDetail/{deliverJobId} and callQuality/{id}): what was sent and answered, what was watched, and how the
 * call to staff went, for the detail page's 详情 of a row.
 */
import type { DeliveryRecipientRecord, OutboxMessage, WatchDetail } from './deliveryTask';

/** GET list/detail/:deliverJobId — the recipient, its task, and the messages sent to it. */
export interface DeliveryJobDetail {
  task: { _id: string; name: string };
  recipient: DeliveryRecipientRecord;
  messages: OutboxMessage[];
}

/** GET list/videoDetail/:deliverJobId — what the recipient was sent to watch and how it watched. */
export interface DeliveryJobVideo {
  videoContent: { _id: string; name: string } | null;
  interaction: { name: string } | null;
  watch: WatchDetail | null;
}

/** The call's quality as the room's network events tell it. */
export type CallQualityResult = 'good' | 'fair' | 'poor';
export const callQualityNames: Record<CallQualityResult, string> = { good: '良好', fair: '一般', poor: '较差' };

/** GET callQuality/:id — the recipient's call to staff: whether it was answered, by whom, how long, how clear. */
export interface DeliveryCallQuality {
  call: {
    _id: string;
    status: string;
    agentName: string | null;
    /** Seconds from asking to answer (or to giving up). */
    waitSeconds: number | null;
    /** Seconds from answer to the room's end; null while unanswered or still talking. */
    talkSeconds: number | null;
  } | null;
  /** The spec's callQualityResult: good with no network trouble, fair with some, poor with a drop. */
  callQualityResult: CallQualityResult | null;
  /** The spec's callQualityMonitorResult: the room's network events, by kind. */
  callQualityMonitorResult: { poorNetwork: number; networkOffline: number; networkRecovery: number } | null;
}

/** Poor readings make a call fair; an offline reading, or more than two poor ones, make it poor. */
export function callQualityOf(events: { poorNetwork: number; networkOffline: number }): CallQualityResult {
  if (events.networkOffline > 0 || events.poorNetwork > 2) return 'poor';
  return events.poorNetwork > 0 ? 'fair' : 'good';
}

export const deliveryJobPaths = {
  detail: '/api/mediaDeliverPlatform/list/detail/:deliverJobId',
  video: '/api/mediaDeliverPlatform/list/videoDetail/:deliverJobId',
  quality: '/api/mediaDeliverPlatform/callQuality/:id',
} as const;
