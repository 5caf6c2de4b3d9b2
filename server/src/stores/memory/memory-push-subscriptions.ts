import type {
  PushSubscriptionStore,
  StoredPushSubscription,
} from '../types.js';

/** Each client's push subscriptions in this process, by endpoint. */
export class MemoryPushSubscriptionStore implements PushSubscriptionStore {
  private readonly byClient = new Map<
    number,
    Map<string, StoredPushSubscription>
  >();

  async save(
    clientId: number,
    subscription: StoredPushSubscription,
  ): Promise<void> {
    const devices = this.byClient.get(clientId) ?? new Map();
    devices.set(subscription.endpoint, structuredClone(subscription));
    this.byClient.set(clientId, devices);
  }

  async list(clientId: number): Promise<StoredPushSubscription[]> {
    return [...(this.byClient.get(clientId)?.values() ?? [])].map((entry) =>
      structuredClone(entry),
    );
  }

  async remove(clientId: number, endpoint: string): Promise<boolean> {
    const devices = this.byClient.get(clientId);
    const isRemoved = devices?.delete(endpoint) ?? false;
    if (devices?.size === 0) {
      this.byClient.delete(clientId);
    }
    return isRemoved;
  }

  async removeBySession(clientId: number, sessionId: string): Promise<void> {
    for (const entry of await this.list(clientId)) {
      if (entry.sessionId === sessionId) {
        await this.remove(clientId, entry.endpoint);
      }
    }
  }

  async clients(): Promise<number[]> {
    return [...this.byClient.keys()];
  }
}
