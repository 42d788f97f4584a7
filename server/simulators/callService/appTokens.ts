import { callServiceTexts } from '../../../src/schemas/callService';
import type { Clock } from '../../clock';
import { CallServiceError, newToken } from './call';

/**
 * The one app registered with the simulator: the demo tenant's 5G settings (server/seed/demo.ts) name
 * it, so the server's client mints its tokens as it would at the real service.
 */
export const SIMULATED_APP = { appKey: 'demo-app-key', appSecret: 'demo-app-secret' } as const;

/** A token lives as long as a working day's 5G room; the server mints a new one for each session. */
const APP_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;
/** Tokens kept at once; past it the oldest is forgotten, so minting in a loop cannot grow the process. */
const MAX_APP_TOKENS = 1000;
/** An app key or secret longer than this is no credential of ours. */
const MAX_CREDENTIAL = 200;

export interface AppToken {
  token: string;
  appKey: string;
  expiresAt: number;
}

/** The app tokens the service has minted, for the registered app only. */
export class AppTokens {
  private readonly tokens = new Map<string, AppToken>();

  constructor(private readonly clock: Clock) {}

  mint(appKey: string, appSecret: string): string {
    if (!appKey || !appSecret) throw new CallServiceError(400, callServiceTexts.badCredentials);
    if (appKey.length > MAX_CREDENTIAL || appSecret.length > MAX_CREDENTIAL)
      throw new CallServiceError(400, callServiceTexts.tooLong);
    if (appKey !== SIMULATED_APP.appKey || appSecret !== SIMULATED_APP.appSecret)
      throw new CallServiceError(401, callServiceTexts.badSecret);
    const now = this.now();
    // Every token lives as long, so the oldest come first: forget them until the rest are live and fit.
    for (const [token, held] of this.tokens) {
      if (held.expiresAt > now && this.tokens.size < MAX_APP_TOKENS) break;
      this.tokens.delete(token);
    }
    const token = newToken();
    this.tokens.set(token, { token, appKey, expiresAt: now + APP_TOKEN_TTL_MS });
    return token;
  }

  /** The live token, or the protocol's refusal of a missing, unknown or expired one. */
  held(token: string | undefined): AppToken {
    const held = token ? this.tokens.get(token) : undefined;
    if (!held || held.expiresAt <= this.now()) throw new CallServiceError(401, callServiceTexts.badToken);
    return held;
  }

  private now(): number {
    return this.clock.now().getTime();
  }
}
