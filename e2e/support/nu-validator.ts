import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/** One message of the W3C Nu HTML checker (its JSON output). */
export interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

// The npm package is the checker's jar; its own launcher may fetch a Java runtime from the internet
// when none is installed, so the system's java runs the jar directly (CI installs a Debian JRE).
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

/**
 * Checks HTML documents with the Nu checker in one JVM start (a few seconds each) and returns the
 * errors found, keyed by the document's name. Warnings are not errors and are left out.
 */
export function nuErrors(documents: Record<string, string>): Record<string, NuMessage[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nu-check-'));
  try {
    const files = Object.entries(documents).map(([name, html], index) => {
      const file = path.join(dir, `page-${index}.html`);
      writeFileSync(file, html);
      return { name, url: `file:${file}` };
    });
    const run = spawnSync('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files.map((f) => f.url.slice('file:'.length))], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.error) throw new Error(`The Nu HTML checker needs Java on PATH (Debian: default-jre-headless): ${run.error.message}`);
    // The checker writes its JSON report to stderr and exits 1 when it found errors.
    let report: { messages: NuMessage[] };
    try {
      report = JSON.parse(run.stderr) as { messages: NuMessage[] };
    } catch {
      throw new Error(`The Nu HTML checker did not report (exit ${run.status}): ${run.stderr || run.stdout}`);
    }
    const byName: Record<string, NuMessage[]> = Object.fromEntries(files.map((f) => [f.name, []]));
    for (const message of report.messages) {
      const file = files.find((f) => message.url === f.url || message.url?.endsWith(f.url.slice('file:'.length)));
      (byName[file?.name ?? '(checker)'] ??= []).push(message);
    }
    return byName;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
