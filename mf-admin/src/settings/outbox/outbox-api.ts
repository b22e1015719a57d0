import { adminGet, apiSend, type OutboxMessage } from '@pharma/shared';

export const OUTBOX_PATH = '/api/outbox';

/** The newest first; Administrators only ('settings.edit'). */
export async function fetchOutbox(): Promise<OutboxMessage[]> {
  const answer = await adminGet<OutboxMessage[] | undefined>(OUTBOX_PATH);
  return Array.isArray(answer) ? answer : [];
}

/** "Send again": a failed message goes back to the queue for now (409 for any other state). */
export function sendAgain(id: string): Promise<OutboxMessage> {
  return apiSend<OutboxMessage>('POST', `${OUTBOX_PATH}/${encodeURIComponent(id)}/retry`);
}
