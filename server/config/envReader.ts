export type Env = Record<string, string | undefined>;

/**
 * Reads one variable and records a problem instead of throwing, so all problems are reported at once;
 * the areas' own parsers add theirs to `problems` too.
 */
export class EnvReader {
  readonly problems: string[] = [];
  constructor(private readonly env: Env) {}

  string(name: string, fallback: string): string {
    return this.optional(name) ?? fallback;
  }

  optional(name: string): string | undefined {
    const value = this.env[name];
    return value === undefined || value === '' ? undefined : value;
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const raw = this.optional(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      this.problems.push(`${name}=${raw}: expected an integer from ${min} to ${max}`);
      return fallback;
    }
    return value;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.optional(name);
    if (raw === undefined) return fallback;
    if (!(allowed as readonly string[]).includes(raw)) {
      this.problems.push(`${name}=${raw}: expected one of ${allowed.join(', ')}`);
      return fallback;
    }
    return raw as T;
  }

  flag(name: string, fallback: boolean): boolean {
    const raw = this.optional(name);
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes'].includes(raw)) return true;
    if (['0', 'false', 'no'].includes(raw)) return false;
    this.problems.push(`${name}=${raw}: expected 1 or 0`);
    return fallback;
  }

  url(name: string, protocols: readonly string[]): string | undefined {
    const raw = this.optional(name);
    if (raw === undefined) return undefined;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) throw new Error('protocol');
      return raw;
    } catch {
      this.problems.push(`${name}=${raw}: expected a ${protocols.map((p) => p.replace(':', '')).join(' or ')} URL`);
      return undefined;
    }
  }

  required(names: readonly string[], because: string): Record<string, string> {
    const values: Record<string, string> = {};
    for (const name of names) {
      const value = this.optional(name);
      if (value === undefined) this.problems.push(`${name} is required ${because}`);
      else values[name] = value;
    }
    return values;
  }

  /** The values of variables that only count together, or undefined unless all of them are set. */
  allOrNone<N extends string>(names: readonly N[]): Record<N, string> | undefined {
    const values = names.map((name) => this.optional(name));
    if (values.some((value) => value === undefined)) return undefined;
    return Object.fromEntries(names.map((name, index) => [name, values[index]])) as Record<N, string>;
  }
}
