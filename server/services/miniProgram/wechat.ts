import type { Clock } from '../../clock';
import { MiniProgramLinkError, type JumpTarget, type MiniProgramLink, type MiniProgramLinks } from './port';

interface WechatAnswer {
  errcode?: number;
  errmsg?: string;
  access_token?: string;
  expires_in?: number;
  openlink?: string;
}

/** A token is asked for again this long before WeChat says it runs out. */
const TOKEN_MARGIN_MS = 5 * 60 * 1000;
/** WeChat's errcodes of an access token it no longer takes: the token is asked for again, once. */
const STALE_TOKEN = new Set([40001, 40014, 42001]);
/** A scheme lasts this many days (WeChat allows at most 30 with expire_type 1). */
const SCHEME_DAYS = 30;
const TIMEOUT_MS = 10_000;

class StaleTokenError extends MiniProgramLinkError {}

/**
 * WeChat's server API for mini-program links: GET cgi-bin/token (client_credential, appid and secret) for the
 * access token, kept until shortly before it expires and shared by concurrent requests; POST wxa/generatescheme
 * with jump_wxa {path, query} and an expiry in days answers the openlink. A non-zero errcode is a failure
 * carrying WeChat's errmsg.
 */
export class WechatMiniProgramLinks implements MiniProgramLinks {
  private token: { value: string; until: number } | null = null;
  private asking: Promise<string> | null = null;

  constructor(
    private readonly options: { appId: string; secret: string; apiUrl: string },
    private readonly clock: Pick<Clock, 'now'>,
  ) {}

  private async call(
    method: 'GET' | 'POST',
    path: string,
    query: Record<string, string>,
    body?: unknown,
  ): Promise<WechatAnswer> {
    const url = new URL(path, this.options.apiUrl.endsWith('/') ? this.options.apiUrl : `${this.options.apiUrl}/`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    let answer: WechatAnswer;
    try {
      const response = await fetch(url, {
        method,
        signal: AbortSignal.timeout(TIMEOUT_MS),
        ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      });
      if (!response.ok) throw new MiniProgramLinkError(`WeChat ${path}: HTTP ${response.status}`);
      answer = (await response.json()) as WechatAnswer;
    } catch (err) {
      if (err instanceof MiniProgramLinkError) throw err;
      throw new MiniProgramLinkError(`WeChat ${path}: ${err instanceof Error ? err.message : String(err)}`);
    }
    if ((answer.errcode ?? 0) !== 0) {
      const why = `${answer.errcode ?? ''} ${answer.errmsg ?? ''}`.trim();
      if (!STALE_TOKEN.has(answer.errcode ?? 0)) throw new MiniProgramLinkError(why);
      this.token = null;
      throw new StaleTokenError(why);
    }
    return answer;
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.until > this.clock.now().getTime()) return this.token.value;
    this.asking ??= this.call('GET', 'cgi-bin/token', {
      grant_type: 'client_credential',
      appid: this.options.appId,
      secret: this.options.secret,
    })
      .then((answer) => {
        if (!answer.access_token) throw new MiniProgramLinkError('WeChat cgi-bin/token answered without access_token');
        const lifetime = Number(answer.expires_in ?? 7200) * 1000;
        this.token = {
          value: answer.access_token,
          until: this.clock.now().getTime() + Math.max(lifetime - TOKEN_MARGIN_MS, lifetime / 2),
        };
        return answer.access_token;
      })
      .finally(() => (this.asking = null));
    return this.asking;
  }

  private async scheme(target: JumpTarget): Promise<MiniProgramLink> {
    const answer = await this.call(
      'POST',
      'wxa/generatescheme',
      { access_token: await this.accessToken() },
      {
        jump_wxa: { path: target.path, query: target.query },
        is_expire: true,
        expire_type: 1,
        expire_interval: SCHEME_DAYS,
      },
    );
    if (!answer.openlink) throw new MiniProgramLinkError('WeChat wxa/generatescheme answered without openlink');
    return {
      openlink: answer.openlink,
      expiresAt: new Date(this.clock.now().getTime() + SCHEME_DAYS * 24 * 3600 * 1000),
    };
  }

  async generateScheme(target: JumpTarget): Promise<MiniProgramLink> {
    try {
      return await this.scheme(target);
    } catch (err) {
      // A token WeChat stopped taking before its time (another server asked for a new one) is renewed once.
      if (err instanceof StaleTokenError) return this.scheme(target);
      throw err;
    }
  }
}
