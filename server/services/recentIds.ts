/** Ids seen lately, the oldest forgotten past `max`, so a flood of ids cannot grow the set without end. */
export class RecentIds {
  private readonly ids = new Set<string>();

  constructor(private readonly max: number) {}

  /** Adds the id; false when it was there already. */
  add(id: string): boolean {
    if (this.ids.has(id)) return false;
    if (this.ids.size >= this.max) {
      const oldest = this.ids.values().next();
      if (!oldest.done) this.ids.delete(oldest.value);
    }
    this.ids.add(id);
    return true;
  }
}
