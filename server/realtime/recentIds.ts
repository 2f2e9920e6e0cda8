/** The last `capacity` ids remembered (oldest forgotten first): a bounded "seen lately" set. */
export class RecentIds {
  private readonly ids = new Set<number>();

  constructor(private readonly capacity: number) {}

  remember(id: number): void {
    this.ids.delete(id);
    this.ids.add(id);
    if (this.ids.size > this.capacity) {
      const oldest = this.ids.values().next();
      if (!oldest.done) this.ids.delete(oldest.value);
    }
  }

  has(id: number): boolean {
    return this.ids.has(id);
  }
}
