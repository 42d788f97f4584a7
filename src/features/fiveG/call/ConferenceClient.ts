/**
 * The conference part of the call client (spec 2 §7.3): logs in to the call's room with the conference
 * token, keeps a reconnection ticket fresh, logs in again with it after a lost connection (relogin), and
 * hands over participants, streams, texts and signalling. States 1 idle, 2 connecting, 3 connected (§4.3).
 */
import {
  CONFERENCE_CONNECTED,
  CONFERENCE_CONNECTING,
  CONFERENCE_IDLE,
  RECONNECTION_TICKET_MS,
  conferenceTexts,
  type ConferenceLogin,
  type ConferenceServerEvents,
  type ConferenceSocket,
  type ConferenceState,
  type ConferenceStatus,
} from '../../../schemas/callConference';

type Listeners = { [K in keyof ConferenceServerEvents]: Set<ConferenceServerEvents[K]> };

class ConferenceError extends Error {}

export class ConferenceClient {
  private current: ConferenceState = CONFERENCE_IDLE;
  private ticket: string | null = null;
  private refresher: ReturnType<typeof setInterval> | null = null;
  private readonly listeners: Listeners = {
    participant: new Set(),
    stream: new Set(),
    text: new Set(),
    progress: new Set(),
  };
  private readonly stateListeners = new Set<(state: ConferenceState) => void>();
  private lost = false;
  /** The room as the last (re)login answered it. */
  room: ConferenceLogin | null = null;

  constructor(
    private readonly socket: ConferenceSocket,
    private readonly refreshMs = RECONNECTION_TICKET_MS / 2,
  ) {
    for (const name of Object.keys(this.listeners) as (keyof ConferenceServerEvents)[]) {
      socket.on(name, (event: never) =>
        this.listeners[name].forEach((listener) => (listener as (e: never) => void)(event)),
      );
    }
    socket.on('disconnect', () => {
      if (this.current === CONFERENCE_IDLE) return;
      this.lost = true;
      this.setState(CONFERENCE_CONNECTING);
    });
    socket.on('connect', () => {
      if (this.lost && this.ticket) void this.relogin().catch(() => undefined);
    });
  }

  get state(): ConferenceState {
    return this.current;
  }

  onState(listener: (state: ConferenceState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  on<K extends keyof ConferenceServerEvents>(event: K, listener: ConferenceServerEvents[K]): () => void {
    this.listeners[event].add(listener);
    return () => this.listeners[event].delete(listener);
  }

  /** Logs in with the conference token of /mcu/rooms/token. */
  async join(token: string): Promise<ConferenceLogin> {
    if (!token) throw new ConferenceError(conferenceTexts.badToken);
    this.setState(CONFERENCE_CONNECTING);
    try {
      return this.entered(
        await this.request<ConferenceLogin>('login', {
          token,
          userAgent: typeof navigator === 'undefined' ? 'node' : navigator.userAgent,
        }),
      );
    } catch (err) {
      this.setState(CONFERENCE_IDLE);
      throw err;
    }
  }

  /** Back after a lost connection with the reconnection ticket; a refused ticket leaves the client idle. */
  async relogin(): Promise<ConferenceLogin> {
    const ticket = this.ticket;
    if (!ticket) throw new ConferenceError(conferenceTexts.notLoggedIn);
    this.ticket = null;
    this.setState(CONFERENCE_CONNECTING);
    try {
      return this.entered(await this.request<ConferenceLogin>('relogin', ticket));
    } catch (err) {
      this.stopRefreshing();
      this.setState(CONFERENCE_IDLE);
      throw err;
    }
  }

  async refreshTicket(): Promise<string> {
    this.ticket = await this.request<string>('refreshReconnectionTicket');
    return this.ticket;
  }

  text(message: string, to = 'all'): Promise<void> {
    return this.request<null>('text', { to, message }).then(() => undefined);
  }

  /** Signalling of a session to the others ('soac'); they hear it as progress with status 'soac'. */
  signal(id: string, signaling: unknown): Promise<void> {
    return this.request<null>('soac', { id, signaling }).then(() => undefined);
  }

  async leave(): Promise<void> {
    this.stopRefreshing();
    this.ticket = null;
    this.lost = false;
    if (this.current === CONFERENCE_IDLE) return;
    this.setState(CONFERENCE_IDLE);
    if (this.socket.connected) await this.request<null>('logout').catch(() => undefined);
  }

  private entered(login: ConferenceLogin): ConferenceLogin {
    this.room = login;
    this.ticket = login.reconnectionTicket;
    this.lost = false;
    this.stopRefreshing();
    this.refresher = setInterval(() => void this.refreshTicket().catch(() => undefined), this.refreshMs);
    this.setState(CONFERENCE_CONNECTED);
    return login;
  }

  private stopRefreshing(): void {
    if (this.refresher) clearInterval(this.refresher);
    this.refresher = null;
  }

  private setState(state: ConferenceState): void {
    if (state === this.current) return;
    this.current = state;
    this.stateListeners.forEach((listener) => listener(state));
  }

  private request<T>(event: string, ...args: unknown[]): Promise<T> {
    return new Promise((resolve, reject) => {
      this.socket.emit(event, ...args, (status: ConferenceStatus, data: T | string) => {
        if (status === 'ok') resolve(data as T);
        else reject(new ConferenceError(typeof data === 'string' ? data : conferenceTexts.notLoggedIn));
      });
    });
  }
}
