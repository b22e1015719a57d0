/** Byte-order mark so spreadsheet programs read the file as UTF-8 (names carry ≥, primes, ...). */
const BOM = '\uFEFF';
/** Leading characters a spreadsheet would run as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** RFC 4180 text (CRLF line ends), cells quoted when they hold commas, quotes or line breaks. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

const REVOKE_DELAY_MS = 10_000;

export const CSV_MIME = 'text/csv;charset=utf-8';

/** Saves generated text as a file through a temporary object URL and a download link. */
export function downloadTextFile(filename: string, content: string, mime: string = CSV_MIME): void {
  const url = URL.createObjectURL(new Blob([BOM + content], { type: mime }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke later, not at once: some browsers read the blob only after click() has returned.
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
}

export function fileSlug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'list'
  );
}
