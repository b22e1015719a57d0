// Small numeric and table helpers for the benchmark reports, and where their results go.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** @type {(v: unknown) => v is number} */
const isFiniteNumber = (v) => typeof v === 'number' && Number.isFinite(v);

/**
 * The median of the finite numbers among `values` (null when there are none).
 * @param {unknown[]} values
 * @returns {number | null}
 */
export function median(values) {
  const sorted = values.filter(isFiniteNumber).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * @param {number | null} a
 * @param {number | null} b
 */
export function ratio(a, b) {
  return a === null || b === null || b === 0 ? null : a / b;
}

/**
 * Formats a number (or '—' when missing) with `digits` decimals.
 * @param {number | null | undefined} value
 */
export function fmt(value, digits = 0) {
  return value === null || value === undefined || Number.isNaN(value) ? '—' : value.toFixed(digits);
}

/**
 * Renders rows (arrays of cells) as a Markdown table, so the output pastes into a report as is.
 * @param {string[]} header
 * @param {(string | number)[][]} rows
 */
export function table(header, rows) {
  const lines = [header, header.map(() => '---'), ...rows];
  return lines.map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/** 'YYYYMMDD-HHMMSS' in UTC, for result file names. */
export function timestamp(date = new Date()) {
  return date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

/**
 * Writes a run's results to bench/.results/<kind>-<timestamp>.json and answers the file's path.
 * @param {string} kind
 * @param {Date} startedAt
 * @param {unknown} data  anything JSON can hold
 */
export function writeResult(kind, startedAt, data) {
  const dir = path.join(import.meta.dirname, '../.results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${kind}-${timestamp(startedAt)}.json`);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}
