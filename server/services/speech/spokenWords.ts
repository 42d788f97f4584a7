import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { DEFAULT_VOICE } from '../../../src/domain/scene/types';
import type { Storage } from '../../storage';
import { sendMedia } from '../byteRanges';
import type { SpeechPort } from './index';
import { wavSeconds, withExactSizes } from './wav';

/** How a text is spoken: one of the scene's voices at a speed (1 the engine's normal pace). */
export interface Voice {
  voice: string;
  speed: number;
}

export const DEFAULT_SPOKEN_VOICE: Voice = { voice: DEFAULT_VOICE, speed: 1 };

/** Spoken words in storage: their id (see idOf), the key of their WAV and how long they last. */
export interface SpokenAudio {
  id: string;
  key: string;
  seconds: number;
}

const KEY_PATTERN = /^[0-9a-f]{64}$/;

/**
 * Words spoken by the speech port, kept in storage by text, voice, speed and engine: the first request
 * synthesises them, every later one (from any process sharing the storage) reads the stored WAV, and
 * requests arriving while a synthesis runs wait for that one instead of starting another.
 */
export class SpokenWords {
  private readonly running = new Map<string, Promise<SpokenAudio>>();
  private readonly lengths = new Map<string, number>();

  constructor(
    private readonly storage: Storage,
    private readonly speech: SpeechPort,
    private readonly engine: string,
  ) {}

  /** The id of the words as spoken (a sha-256 in hex); the same text in the same voice has the same id. */
  idOf(text: string, voice: Voice = DEFAULT_SPOKEN_VOICE): string {
    return createHash('sha256').update(`${this.engine}\n${voice.voice}\n${voice.speed}\n${text.trim()}`).digest('hex');
  }

  private keyOf(id: string): string {
    return `speech/${id}.wav`;
  }

  /** The text spoken, from storage when it was spoken before. */
  async say(text: string, voice: Voice = DEFAULT_SPOKEN_VOICE): Promise<SpokenAudio> {
    const id = this.idOf(text, voice);
    const running = this.running.get(id);
    if (running) return running;
    const made = this.find(id).then((found) => found ?? this.synthesize(id, text.trim(), voice));
    this.running.set(id, made);
    try {
      return await made;
    } finally {
      this.running.delete(id);
    }
  }

  /** Words spoken before, by their id, or null when none are stored under it. */
  async find(id: string): Promise<SpokenAudio | null> {
    if (!KEY_PATTERN.test(id)) return null;
    const key = this.keyOf(id);
    const known = this.lengths.get(id);
    if (known !== undefined) return { id, key, seconds: known };
    if (!(await this.storage.stat(key))) return null;
    const bytes: Buffer[] = [];
    for await (const chunk of await this.storage.get(key)) bytes.push(chunk as Buffer);
    const seconds = wavSeconds(Buffer.concat(bytes));
    this.lengths.set(id, seconds);
    return { id, key, seconds };
  }

  private async synthesize(id: string, text: string, voice: Voice): Promise<SpokenAudio> {
    const spoken = await this.speech.synthesize(text, voice.voice, voice.speed);
    const wav = withExactSizes(spoken.wav);
    const key = this.keyOf(id);
    await this.storage.put(key, wav, 'audio/wav');
    const seconds = wavSeconds(wav);
    this.lengths.set(id, seconds);
    return { id, key, seconds };
  }

  /** Sends the stored WAV (a part of it for a Range request); false when it is not stored. */
  send(reply: FastifyReply, audio: SpokenAudio, range: string | undefined): Promise<boolean> {
    reply.header('content-type', 'audio/wav').header('x-content-type-options', 'nosniff');
    return sendMedia(reply, this.storage, audio.key, range);
  }
}
