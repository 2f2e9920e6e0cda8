/**
 * Per-topic sequence numbers: the server numbers each topic's messages 1, 2, 3…; a jump means it dropped a
 * batch for this (slow) client, so the data has drifted and must be fetched again.
 */
export class TopicSequences {
  private readonly last = new Map<string, number>();

  /** Records `seq` for `topic`; true when messages were missed since the previous one. */
  gap(topic: string, seq: number): boolean {
    const previous = this.last.get(topic);
    this.last.set(topic, seq);
    return previous !== undefined && seq !== previous + 1;
  }

  /** After a reconnect or an unsubscribe the next message starts a fresh count. */
  forget(topic?: string): void {
    if (topic === undefined) this.last.clear();
    else this.last.delete(topic);
  }
}
