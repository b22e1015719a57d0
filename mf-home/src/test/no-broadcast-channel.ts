// The event bus relays events to other tabs over a BroadcastChannel. In Node an open channel keeps
// the process alive, so Jest would never exit; tests of pages run without cross-tab relaying.
delete (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel;
export {};
