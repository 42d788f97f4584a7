import { callServiceTexts } from '../../../src/schemas/callService';
import { CallServiceError, newToken } from './call';

/** The app tokens the service has minted; any non-empty app key and secret get one (the simulator knows no tenants). */
export class AppTokens {
  private readonly tokens = new Map<string, { appKey: string; at: number }>();

  mint(appKey: string, appSecret: string): string {
    if (!appKey || !appSecret) throw new CallServiceError(400, callServiceTexts.badCredentials);
    const token = newToken();
    this.tokens.set(token, { appKey, at: Date.now() });
    return token;
  }

  appOf(token: string | undefined): string {
    const appKey = token ? this.tokens.get(token)?.appKey : undefined;
    if (!appKey) throw new CallServiceError(401, callServiceTexts.badToken);
    return appKey;
  }

  forgetOlderThan(since: number): void {
    for (const [token, { at }] of this.tokens) if (at < since) this.tokens.delete(token);
  }
}
