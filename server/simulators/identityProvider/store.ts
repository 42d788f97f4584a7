/**
 * What the local identity provider keeps (sessions, interactions, codes, tokens, grants): in memory, each entry
 * until it expires, and at most MAX_ENTRIES per kind (the oldest go first), so a stand-in stays small.
 */
const MAX_ENTRIES = 2_000;

type Payload = Record<string, unknown> & { uid?: string; grantId?: string; userCode?: string; consumed?: number };

interface Entry {
  payload: Payload;
  expiresAt: number;
}

class ModelStore {
  private readonly entries = new Map<string, Entry>();

  private live(id: string): Entry | undefined {
    const entry = this.entries.get(id);
    if (entry && entry.expiresAt <= Date.now()) {
      this.entries.delete(id);
      return undefined;
    }
    return entry;
  }

  upsert(id: string, payload: Payload, expiresIn: number): Promise<void> {
    this.entries.delete(id);
    this.entries.set(id, { payload, expiresAt: Date.now() + (expiresIn > 0 ? expiresIn : 3600) * 1000 });
    while (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return Promise.resolve();
  }

  find(id: string): Promise<Payload | undefined> {
    return Promise.resolve(this.live(id)?.payload);
  }

  private findBy(field: 'uid' | 'userCode', value: string): Promise<Payload | undefined> {
    for (const [id, entry] of this.entries) {
      if (entry.payload[field] === value) return Promise.resolve(this.live(id)?.payload);
    }
    return Promise.resolve(undefined);
  }

  findByUid(uid: string): Promise<Payload | undefined> {
    return this.findBy('uid', uid);
  }

  findByUserCode(userCode: string): Promise<Payload | undefined> {
    return this.findBy('userCode', userCode);
  }

  consume(id: string): Promise<void> {
    const entry = this.live(id);
    if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
    return Promise.resolve();
  }

  destroy(id: string): Promise<void> {
    this.entries.delete(id);
    return Promise.resolve();
  }

  revokeByGrantId(grantId: string): Promise<void> {
    for (const [id, entry] of this.entries) if (entry.payload.grantId === grantId) this.entries.delete(id);
    return Promise.resolve();
  }
}

/** One store per kind of thing the provider keeps. */
export class BoundedStore {
  private readonly models = new Map<string, ModelStore>();

  model(name: string): ModelStore {
    let store = this.models.get(name);
    if (!store) {
      store = new ModelStore();
      this.models.set(name, store);
    }
    return store;
  }
}
