import type { IncomingCall } from '../../../src/schemas/events';
import { connectSocket, type TestSocket } from '../../support/sockets';

export interface Ring {
  /** The index of the socket that heard it. */
  agent: number;
  call: IncomingCall;
  /** performance.now() when the client's listener ran. */
  at: number;
}

/** Sockets opened at once; more would only queue behind the server's authentication. */
const CONNECT_BATCH = 50;
const RING_TIMEOUT_MS = 10_000;

/**
 * Many agents' sockets in this process, heard through one ear: routing rings exactly one of them per
 * call, and the bench waits for whichever it is.
 */
export class AgentFleet {
  private pending: ((ring: Ring) => void) | null = null;
  private strays = 0;

  private constructor(private readonly sockets: readonly TestSocket[]) {
    sockets.forEach((socket, agent) =>
      socket.on('videoSells.callIn', (call) => this.heard({ agent, call, at: performance.now() })),
    );
  }

  /** One websocket per token, a batch at a time; all connected, or none left open. */
  static async connect(baseUrl: string, tokens: readonly string[]): Promise<AgentFleet> {
    const sockets: TestSocket[] = [];
    for (let i = 0; i < tokens.length; i += CONNECT_BATCH) {
      const batch = await Promise.allSettled(
        tokens.slice(i, i + CONNECT_BATCH).map((token) => connectSocket(baseUrl, token)),
      );
      for (const outcome of batch) if (outcome.status === 'fulfilled') sockets.push(outcome.value);
      const refused = batch.find((outcome) => outcome.status === 'rejected');
      if (refused) {
        for (const socket of sockets) socket.close();
        throw new Error(`socket ${sockets.length + 1} of ${tokens.length} refused: ${String(refused.reason)}`);
      }
    }
    return new AgentFleet(sockets);
  }

  get size(): number {
    return this.sockets.length;
  }

  /** Rings heard while no call was asked: none, unless something rings agents on its own. */
  get strayRings(): number {
    return this.strays;
  }

  socket(agent: number): TestSocket {
    const socket = this.sockets[agent];
    if (!socket) throw new Error(`no socket ${agent}`);
    return socket;
  }

  /**
   * Sends the request that should ring an agent and waits for the ring, which may come before the
   * request's answer. `started` is taken just before the request is sent.
   */
  async ringDuring<T>(request: () => Promise<T>): Promise<{ started: number; answer: T; ring: Ring }> {
    if (this.pending) throw new Error('one call at a time');
    let timer: NodeJS.Timeout | undefined;
    const ring = new Promise<Ring>((resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no videoSells.callIn within ${RING_TIMEOUT_MS} ms`)), RING_TIMEOUT_MS);
      this.pending = resolve;
    });
    try {
      const started = performance.now();
      const [answer, heard] = await Promise.all([request(), ring]);
      return { started, answer, ring: heard };
    } finally {
      clearTimeout(timer);
      this.pending = null;
    }
  }

  close(): void {
    for (const socket of this.sockets) socket.close();
  }

  private heard(ring: Ring): void {
    if (this.pending) {
      this.pending(ring);
      this.pending = null;
    } else {
      this.strays += 1;
    }
  }
}
