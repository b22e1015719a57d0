import { emitContentEvent, type ContentEvent } from '../../events/event-bus.js';

/**
 * After a successful save: fires the spec's events (this tab and, through the bus's relay, the
 * browser's other tabs), so open public pages reload without a refresh.
 */
export function announceChange(events: readonly ContentEvent[] = ['adminDataChanged']): void {
  for (const name of new Set(events)) emitContentEvent(name);
}
