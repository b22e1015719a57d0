import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parkScriptPreloads, prepareTemplate, shellTemplate } from './shell-template.mjs';

const INDEX = [
  '<html><head><title>Site | Tagline</title><meta name="description" content="About the site">',
  '<link rel="modulepreload" crossorigin href="/assets/a.js">',
  '<link rel="stylesheet" href="/assets/s.css"></head><body><div id="root"></div></body></html>',
].join('\n');

describe("the shell's template", () => {
  it('parks its module preloads and keeps everything else in place', async () => {
    const { template, preloads } = parkScriptPreloads(INDEX);
    expect(preloads).toEqual(['<link rel="modulepreload" crossorigin href="/assets/a.js">']);
    expect(template).toBe(INDEX.replace('<link rel="modulepreload" crossorigin href="/assets/a.js">\n', ''));
  });

  it("is prepared twice: as it is, and without the site's title and description for a page that brings its own", async () => {
    const prepared = prepareTemplate(INDEX);
    expect(prepared.html).toBe(INDEX);
    expect(prepared.plain.template).toContain('<title>Site | Tagline</title>');
    expect(prepared.forPageHead.template).not.toContain('<title>');
    expect(prepared.forPageHead.template).not.toContain('name="description"');
    expect(prepared.forPageHead.preloads).toEqual(prepared.plain.preloads);
  });

  it('is read once per change of the file, and is null while the file is missing', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shell-template-'));
    const file = path.join(dir, 'index.html');
    const read = shellTemplate(file);
    await expect(read()).resolves.toBeNull();
    writeFileSync(file, INDEX);
    utimesSync(file, 1000, 1000);
    const first = await read();
    expect(first?.html).toBe(INDEX);
    expect(await read()).toBe(first);
    writeFileSync(file, INDEX.replace('Tagline', 'New tagline'));
    utimesSync(file, 2000, 2000);
    expect((await read())?.plain.template).toContain('New tagline');
    rmSync(file);
    await expect(read()).resolves.toBeNull();
  });
});
