/**
 * The server's side of the 5G call service (spec 2 §7.3): it alone holds a tenant's appKey and appSecret
 * and mints the app token the browser's call client uses. HttpCallService speaks the protocol to
 * CALL_SERVICE_URL; without it the built-in simulator (server/simulators/callService) mints in-process.
 */
import type { Kysely } from 'kysely';
import {
  CALL_SIMULATOR_PREFIX,
  callServicePaths,
  callServiceTexts,
  isCallServiceSuccess,
  type CallServiceEnvelope,
  type CallServiceSession,
  type FifthGenerationPublicConfig,
  type HandsetShare,
  type InboundCall,
  type AssignResult,
} from '../../src/schemas/callService';
import type { DB } from '../db/types';
import { AppError } from '../plugins/envelope';
import { ErrCode } from '../../src/schemas/api';
import type { SimulatedCalls } from '../simulators/callService/calls';

/** What becomes of customers' calls to a tenant's 5G service: offered to an agent (true when one is), or ended. */
export interface InboundHooks {
  offered(call: InboundCall): Promise<boolean>;
  ended(callId: string): Promise<void>;
}

/** The one way customers' calls come in, whoever hands them over: the simulator in process, or the service's callback route. */
export class InboundRelay implements InboundHooks {
  private hooks: InboundHooks | null = null;

  set(hooks: InboundHooks): void {
    this.hooks = hooks;
  }

  offered(call: InboundCall): Promise<boolean> {
    return this.hooks ? this.hooks.offered(call) : Promise.resolve(false);
  }

  ended(callId: string): Promise<void> {
    return this.hooks ? this.hooks.ended(callId) : Promise.resolve();
  }
}

/** The call service as the server needs it: an app token for a tenant's credentials, and the share shown on the customer's handset. */
export interface CallServicePort {
  /** False when neither the service nor its simulator is there (SIMULATORS off, CALL_SERVICE_URL unset): 5G calls are refused. */
  readonly configured: boolean;
  /** The base the browser's call client and this server speak to, given the tenant's configured url. */
  baseFor(tenantUrl: string | null): string;
  appToken(appKey: string, appSecret: string, tenantUrl: string | null): Promise<string>;
  share(appToken: string, serviceId: string, share: HandsetShare, tenantUrl: string | null): Promise<void>;
  /** Places a call to a phone (assign, then voiceCall): the seat monitor's call test. */
  dial(
    appToken: string,
    call: { flowId: string; phone: string; mediaAbility: number },
    tenantUrl: string | null,
  ): Promise<AssignResult>;
  /**
   * Where customers' calls to a tenant's service are handed over (the service's callback): `offered` for
   * a new call, answering whether an agent is being offered it; `ended` when a call ends, answered or not.
   */
  onInbound(hooks: InboundHooks): void;
  /** Where the callback route (POST /api/callService/inbound) hands the calls it verified. */
  readonly inbound: InboundRelay;
  /**
   * The call service's id of the live call a handset link's key opens: the simulator's handset is a page of
   * ours, which asks the customer's consent to be recorded. Null for any other key, and for a real service,
   * whose customers are on carrier phones.
   */
  handsetCall(handsetKey: string): string | null;
  /**
   * Whether the customer agrees to be recorded on a page of ours (the simulator's handset). A real service's
   * customer is on a carrier phone and hears the recording notice the service plays when the call connects.
   */
  readonly consentOnHandset: boolean;
}

const REQUEST_TIMEOUT_MS = 30_000;

/** Refused by the call service: its errInfo, or the reason the request failed. */
export class CallServiceFailure extends Error {}

export class HttpCallService implements CallServicePort {
  readonly configured = true;
  readonly inbound = new InboundRelay();

  constructor(
    private readonly baseUrl: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  /** A tenant's own absolute url wins; a relative one (the simulator's /callsvc) means the configured service. */
  baseFor(tenantUrl: string | null): string {
    return tenantUrl && /^https?:\/\//.test(tenantUrl) ? tenantUrl.replace(/\/+$/, '') : this.baseUrl;
  }

  async appToken(appKey: string, appSecret: string, tenantUrl: string | null): Promise<string> {
    const result = await this.request<{ token?: string } | string>(this.baseFor(tenantUrl), callServicePaths.appToken, {
      appKey,
      appSecret,
    });
    const token = typeof result === 'string' ? result : result?.token;
    if (typeof token !== 'string' || token === '') throw new CallServiceFailure(callServiceTexts.badToken);
    return token;
  }

  /** A remote service calls back over HTTP: the callback route verifies its signature and hands the call over here. */
  onInbound(hooks: InboundHooks): void {
    this.inbound.set(hooks);
  }

  readonly consentOnHandset = false;

  /** A real service's customers are on carrier phones: no handset page of ours holds a key. */
  handsetCall(): null {
    return null;
  }

  async share(appToken: string, serviceId: string, share: HandsetShare, tenantUrl: string | null): Promise<void> {
    await this.request(this.baseFor(tenantUrl), callServicePaths.share, { serviceId, share }, appToken);
  }

  async dial(
    appToken: string,
    call: { flowId: string; phone: string; mediaAbility: number },
    tenantUrl: string | null,
  ): Promise<AssignResult> {
    const base = this.baseFor(tenantUrl);
    const assigned = await this.request<AssignResult>(
      base,
      callServicePaths.assign,
      { flowId: call.flowId, phone: call.phone },
      appToken,
    );
    if (!assigned?.callId || !assigned.serviceId) throw new CallServiceFailure(callServiceTexts.network);
    await this.request(
      base,
      callServicePaths.voiceCall,
      { callId: assigned.callId, mediaAbility: call.mediaAbility },
      appToken,
    );
    return assigned;
  }

  private async request<T>(base: string, path: string, body: unknown, token?: string): Promise<T | undefined> {
    let response: Response;
    try {
      response = await this.fetchImpl(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { 'access-token': token } : {}) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (err) {
      throw new CallServiceFailure(
        err instanceof Error && err.name === 'TimeoutError' ? callServiceTexts.timeout : callServiceTexts.network,
      );
    }
    const envelope = (await response.json().catch(() => null)) as CallServiceEnvelope<T> | null;
    if (!response.ok || !isCallServiceSuccess(envelope))
      throw new CallServiceFailure(envelope?.errInfo || callServiceTexts.network);
    return envelope?.result;
  }
}

/** The simulator in this process: no HTTP round trip to itself. */
export class SimulatedCallService implements CallServicePort {
  readonly configured = true;
  readonly inbound = new InboundRelay();

  constructor(readonly calls: SimulatedCalls) {}

  baseFor(): string {
    return CALL_SIMULATOR_PREFIX;
  }

  async appToken(appKey: string, appSecret: string): Promise<string> {
    return this.calls.mintToken(appKey, appSecret);
  }

  async share(appToken: string, serviceId: string, share: HandsetShare): Promise<void> {
    this.calls.share(this.calls.byServiceId(this.calls.appOf(appToken).appKey, serviceId), share);
  }

  async dial(appToken: string, call: { flowId: string; phone: string; mediaAbility: number }): Promise<AssignResult> {
    const placed = this.calls.assign(this.calls.appOf(appToken), call.flowId, call.phone);
    this.calls.dial(placed, call.mediaAbility);
    return { serviceId: placed.serviceId, callId: placed.callId, handsetKey: placed.handsetKey };
  }

  readonly consentOnHandset = true;

  handsetCall(handsetKey: string): string | null {
    const call = this.calls.byHandsetKey(handsetKey);
    return call && call.state !== 'ended' ? call.callId : null;
  }

  onInbound(hooks: InboundHooks): void {
    this.inbound.set(hooks);
    this.calls.onInbound((call) => this.inbound.offered(call));
    this.calls.onChange((call) => {
      if (call.direction === 'in' && call.state === 'ended')
        void this.inbound.ended(call.callId).catch(() => undefined);
    });
  }
}

export interface StoredConfig {
  appKey?: unknown;
  appSecret?: unknown;
  url?: unknown;
  insuranceCode?: unknown;
  screenRecord?: unknown;
}

export const textOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** What a browser may see of a tenant's 5G settings: never the app key nor the secret. */
export function publicFifthGenerationConfig(stored: unknown): FifthGenerationPublicConfig | null {
  if (!stored || typeof stored !== 'object') return null;
  const config = stored as StoredConfig;
  return {
    insuranceCode: textOf(config.insuranceCode),
    url: textOf(config.url),
    screenRecord: config.screenRecord === true,
  };
}

/** The signed-in agent's way to the call service, from its tenant's stored credentials. */
export class CallServiceSessions {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly port: CallServicePort,
  ) {}

  async forTenant(tenantId: string | null): Promise<CallServiceSession> {
    return (await this.connect(tenantId)).session;
  }

  /** Dials a phone with the tenant's credentials; answers the session the browser follows the call with. */
  async dial(
    tenantId: string | null,
    call: { flowId: string; phone: string; mediaAbility: number },
  ): Promise<CallServiceSession & AssignResult> {
    const { session, url } = await this.connect(tenantId);
    try {
      return { ...session, ...(await this.port.dial(session.appToken, call, url)) };
    } catch (err) {
      throw new AppError(ErrCode.refused, err instanceof Error && err.message ? err.message : callServiceTexts.network);
    }
  }

  private async connect(tenantId: string | null): Promise<{ session: CallServiceSession; url: string | null }> {
    if (!this.port.configured) throw new AppError(ErrCode.refused, callServiceTexts.serviceNotConfigured);
    const tenant = tenantId
      ? await this.db
          .selectFrom('tenants')
          .select('fifthGenerationConfig')
          .where('id', '=', tenantId)
          .executeTakeFirst()
      : undefined;
    const stored = (tenant?.fifthGenerationConfig ?? null) as StoredConfig | null;
    const appKey = textOf(stored?.appKey);
    const appSecret = textOf(stored?.appSecret);
    if (!appKey || !appSecret) throw new AppError(ErrCode.forbidden, callServiceTexts.notConfigured);
    try {
      const url = textOf(stored?.url);
      const appToken = await this.port.appToken(appKey, appSecret, url);
      return { session: { baseUrl: this.port.baseFor(url), appToken }, url };
    } catch (err) {
      throw new AppError(ErrCode.refused, err instanceof Error && err.message ? err.message : callServiceTexts.network);
    }
  }
}
