/**
 * The one adapter over the 5G call service's protocol (spec 2 §7.3): a base path, 30000 ms per request,
 * no cookies, the access-token header once initialised; success is errCode 0 or '0', anything else
 * rejects with the body's errInfo, except /recording/ paths, which resolve with the error instead.
 */
import {
  callServicePaths,
  callServiceTexts,
  isCallServiceSuccess,
  mediaNumberOf,
  MEDIA_AUDIO,
  MEDIA_VIDEO,
  type AgentEvent,
  type AgentEventResult,
  type AssignResult,
  type CallServiceEnvelope,
  type EndType,
  type HandsetShare,
  type MediaKind,
  type StreamUpdateRequest,
} from '../../../schemas/callService';
import { pathWith } from '../../../schemas/paths';

const CALL_SERVICE_TIMEOUT_MS = 30_000;

/** A refusal or failure of the call service: errInfo, or why the request did not get an answer. */
export class CallServiceRequestError extends Error {
  constructor(
    message: string,
    readonly errCode: number | string | null,
  ) {
    super(message);
  }
}

/** What a /recording/ call resolves with: the result, or the error it did not reject with. */
export type RecordingAnswer<T> = { ok: true; result: T } | { ok: false; error: string };

type Params = Record<string, string | number | undefined>;

export class CallServiceClient {
  private token: string | null = null;

  constructor(
    readonly baseUrl: string,
    private readonly fetchImpl: typeof fetch = (input, init) => fetch(input, init),
  ) {}

  /** From now on every request carries the token. */
  init(token: string): this {
    this.token = token;
    return this;
  }

  get accessToken(): string | null {
    return this.token;
  }

  async appToken(appKey: string, appSecret: string): Promise<string> {
    if (!appKey || !appSecret) throw new CallServiceRequestError(callServiceTexts.badCredentials, null);
    const result = await this.post<{ token?: string } | string>(callServicePaths.appToken, { appKey, appSecret });
    return typeof result === 'string' ? result : (result?.token ?? '');
  }

  assign(flowId: string, phone: string): Promise<AssignResult> {
    if (!flowId || !phone) return Promise.reject(new CallServiceRequestError(callServiceTexts.badPhoneOrFlow, null));
    return this.post<AssignResult>(callServicePaths.assign, { flowId, phone });
  }

  /** The conference join token of the call's room (roomId and agentId are both the service id). */
  roomToken(serviceId: string): Promise<string> {
    if (!serviceId) return Promise.reject(new CallServiceRequestError(callServiceTexts.badServiceId, null));
    return this.post<string>(callServicePaths.roomToken, { roomId: serviceId, agentId: serviceId });
  }

  voiceCall(callId: string, media: MediaKind): Promise<void> {
    return this.post(callServicePaths.voiceCall, { callId, mediaAbility: mediaNumberOf(media) });
  }

  async agentEvent(serviceId: string, flowId: string, signal?: AbortSignal): Promise<AgentEvent | null> {
    const result = await this.get<AgentEventResult>(
      pathWith(callServicePaths.agentEvent, { serviceId }),
      { flowId },
      signal,
    );
    return result?.event ?? null;
  }

  connected(callId: string): Promise<void> {
    return this.get(callServicePaths.connected, { callId });
  }

  /** Asks for the other medium: 1 (audio) when the call is in video now, else 3 (video). */
  switchMedia(callId: string, current: MediaKind): Promise<void> {
    return this.get(callServicePaths.switchMedia, {
      callId,
      mediaType: current === 'video' ? MEDIA_AUDIO : MEDIA_VIDEO,
    });
  }

  async videoTime(callId: string, seconds: number): Promise<void> {
    if (seconds > 0) await this.post(callServicePaths.videoTime, { videoTime: Math.floor(seconds), callId });
  }

  endVoiceCall(callId: string, endType: EndType): Promise<void> {
    if (!callId) return Promise.reject(new CallServiceRequestError(callServiceTexts.badCallId, null));
    return this.get(callServicePaths.endVoiceCall, { callId, endType });
  }

  /** The page is closing: a beacon with form fields, which the browser sends even as the page goes. */
  forceEndBeacon(
    callId: string,
    videoTime: number,
    beacon: (url: string, data: BodyInit) => boolean = (url, data) => navigator.sendBeacon(url, data),
  ): boolean {
    const form = new URLSearchParams({
      callId,
      endType: '-1',
      'access-token': this.token ?? '',
      videoTime: String(Math.max(0, Math.floor(videoTime))),
    });
    return beacon(this.url(callServicePaths.forceEndVoiceCall), form);
  }

  startRecording(callId: string, streamId: string, type: 'video' | 'audio'): Promise<RecordingAnswer<string>> {
    return this.recording<string>(callServicePaths.recordingStart, { callId, streamId, type });
  }

  stopRecording(callId: string, recordId: string): Promise<RecordingAnswer<undefined>> {
    return this.recording<undefined>(callServicePaths.recordingStop, { callId, recordId });
  }

  /** Marks a published stream to be shown in the conference's common view. */
  streamUpdate(serviceId: string, streamId: string): Promise<void> {
    const body: StreamUpdateRequest = {
      roomId: serviceId,
      streamId,
      streamUpdate: [{ op: 'add', path: '/info/inViews', value: 'common' }],
    };
    return this.post(callServicePaths.streamUpdate, body);
  }

  releaseAgent(agentId: string): Promise<void> {
    if (!agentId) return Promise.reject(new CallServiceRequestError(callServiceTexts.badAgentId, null));
    return this.get(callServicePaths.releaseAgent, { agentId });
  }

  /** Shows what the agent shares on the customer's handset (the simulator's; kind 'none' clears it). */
  share(serviceId: string, share: HandsetShare): Promise<void> {
    return this.post(callServicePaths.share, { serviceId, share });
  }

  /**
   * Polls the call's events for as long as it runs: each answer is handed over, then the next poll goes
   * out at once. A failure stops the loop and is handed to onError; stop() ends it quietly.
   */
  pollEvents(
    serviceId: string,
    flowId: string,
    onEvent: (event: AgentEvent) => void,
    onError: (error: CallServiceRequestError) => void,
  ): () => void {
    const controller = new AbortController();
    const loop = async () => {
      while (!controller.signal.aborted) {
        let event: AgentEvent | null;
        try {
          event = await this.agentEvent(serviceId, flowId, controller.signal);
        } catch (err) {
          if (!controller.signal.aborted)
            onError(
              err instanceof CallServiceRequestError
                ? err
                : new CallServiceRequestError(callServiceTexts.pollFailed, null),
            );
          return;
        }
        if (event && !controller.signal.aborted) onEvent(event);
      }
    };
    void loop();
    return () => controller.abort();
  }

  private url(path: string, params: Params = {}): string {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value));
    const search = query.toString();
    return `${this.baseUrl}${path}${search ? `?${search}` : ''}`;
  }

  private get<T>(path: string, params: Params, signal?: AbortSignal): Promise<T> {
    return this.send<T>('GET', this.url(path, params), undefined, signal);
  }

  private post<T>(path: string, body: unknown): Promise<T> {
    return this.send<T>('POST', this.url(path), body);
  }

  private async recording<T>(path: string, body: unknown): Promise<RecordingAnswer<T>> {
    try {
      return { ok: true, result: await this.post<T>(path, body) };
    } catch (err) {
      return { ok: false, error: err instanceof Error ? err.message : String(err) };
    }
  }

  private async send<T>(method: 'GET' | 'POST', url: string, body: unknown, signal?: AbortSignal): Promise<T> {
    const headers: Record<string, string> = {};
    if (this.token) headers['access-token'] = this.token;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const timeout = AbortSignal.timeout(CALL_SERVICE_TIMEOUT_MS);
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        method,
        headers,
        credentials: 'omit',
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (err) {
      if (signal?.aborted) throw err;
      throw new CallServiceRequestError(timeout.aborted ? callServiceTexts.timeout : callServiceTexts.network, null);
    }
    const envelope = (await response.json().catch(() => null)) as CallServiceEnvelope<T> | null;
    if (isCallServiceSuccess(envelope)) return envelope?.result as T;
    throw new CallServiceRequestError(
      envelope?.errInfo || callServiceTexts.network,
      envelope?.errCode ?? response.status,
    );
  }
}
