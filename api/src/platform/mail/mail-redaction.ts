/** An address for a log line: enough to tell messages apart, not enough to read who they went to. */
export function redactAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address[0]}***@${address.slice(at + 1)}`;
}

/**
 * An error's message for logs and the Outbox list: SMTP servers echo the recipient (550 <jo@x.com>
 * unknown) and a failure may quote the link, so addresses and tokens are masked.
 */
export function redactError(message: string): string {
  return message
    .replace(/[^\s<>"'()[\],;:]+@[^\s<>"'()[\],;:]+/g, (address) => redactAddress(address))
    .replace(/token=[\w-]+/g, 'token=***')
    .slice(0, 500);
}
