/** A controllable IntersectionObserver stub (jsdom has none). */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element) {
    this.observed.push(element);
  }

  disconnect() {
    this.disconnected = true;
  }

  unobserve() {}

  takeRecords() {
    return [];
  }

  /** Reports the observed element as (not) intersecting, like the browser would. */
  fire(isIntersecting: boolean) {
    if (this.disconnected) return;
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }

  static install() {
    FakeIntersectionObserver.instances = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
  }

  static uninstall() {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  }

  static latest(): FakeIntersectionObserver {
    const instance = FakeIntersectionObserver.instances.at(-1);
    if (!instance) throw new Error('no IntersectionObserver was created');
    return instance;
  }
}
