import type { Clock } from '../../lib/clock.js';
import type { CancellationStore, StoredDeclaration } from '../types.js';

/** Cancellation records in this process; a claim without a time is held for good. */
export class MemoryCancellationStore implements CancellationStore {
  private readonly records = new Map<string, StoredDeclaration>();
  private readonly claims = new Map<
    string,
    { reference: string; expiresAt: number }
  >();

  constructor(private readonly now: Clock) {}

  async save(record: StoredDeclaration): Promise<void> {
    this.records.set(record.reference, structuredClone(record));
  }

  async get(reference: string): Promise<StoredDeclaration | null> {
    const record = this.records.get(reference);
    return record ? structuredClone(record) : null;
  }

  async delete(reference: string): Promise<void> {
    this.records.delete(reference);
  }

  async claim(
    key: string,
    reference: string,
    ttlMs: number | null,
  ): Promise<string> {
    const held = this.claims.get(key);
    if (held && held.expiresAt > this.now()) {
      return held.reference;
    }
    this.claims.set(key, {
      reference,
      expiresAt: ttlMs === null ? Infinity : this.now() + ttlMs,
    });
    return reference;
  }

  async release(key: string, reference: string): Promise<void> {
    if (this.claims.get(key)?.reference === reference) {
      this.claims.delete(key);
    }
  }

  async listByClient(clientId: number): Promise<StoredDeclaration[]> {
    return [...this.records.values()]
      .filter((record) => record.clientId === clientId)
      .map((record) => structuredClone(record));
  }

  async listUndelivered(): Promise<StoredDeclaration[]> {
    return [...this.records.values()]
      .filter((record) => record.state === 'received')
      .map((record) => structuredClone(record));
  }

  sweep(): void {
    const now = this.now();
    for (const [key, held] of this.claims) {
      if (held.expiresAt <= now) {
        this.claims.delete(key);
      }
    }
  }
}
