import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// The icon stylesheets are generated (scripts/build-icons.mjs); these tests keep them honest.
const SHARED = path.resolve(__dirname, '../..');
const read = (name: string) => readFileSync(path.join(SHARED, 'src/styles/icons', name), 'utf8');

/** Code points of the `.ri-x:before { content: "\eaXX"; }` rules in a stylesheet. */
function rulePoints(css: string): number[] {
  return [...css.matchAll(/:before \{ content: "\\([0-9a-f]+)"; \}/g)].map((match) => Number.parseInt(match[1], 16));
}

/** Code points covered by the unicode-range of each @font-face, in order. */
function facePoints(css: string): Set<number>[] {
  return [...css.matchAll(/unicode-range: ([^;]+);/g)].map((match) => {
    const points = new Set<number>();
    for (const part of match[1].split(', ')) {
      const [from, to = from] = part
        .replace('U+', '')
        .split('-')
        .map((hex) => Number.parseInt(hex, 16));
      for (let point = from; point <= to; point++) points.add(point);
    }
    return points;
  });
}

describe('Remix icon split', () => {
  it('is up to date with the icons the sources of every workspace use', () => {
    // Exits 1 with "Run `npm run icons -w @pharma/shared`" when a source names an icon the core set lacks.
    expect(() => execFileSync(process.execPath, ['scripts/build-icons.mjs', '--check'], { cwd: SHARED, stdio: 'pipe' })).not.toThrow();
  });

  it('draws core icons from the subset font and every other icon from the full font, never both', () => {
    const core = read('icons-core.css');
    const [subsetFace, fullFace] = facePoints(core);
    const corePoints = rulePoints(core);
    const restPoints = rulePoints(read('icons-rest.css'));

    expect(corePoints.length).toBeGreaterThan(50);
    expect(restPoints.length).toBeGreaterThan(3000);
    for (const point of corePoints) expect(subsetFace.has(point) && !fullFace.has(point)).toBe(true);
    for (const point of restPoints) expect(fullFace.has(point) || subsetFace.has(point)).toBe(true);
    expect([...subsetFace].filter((point) => fullFace.has(point))).toEqual([]);
  });

  it('keeps the icons the built-in content names in the render-blocking set', () => {
    const core = read('icons-core.css');
    for (const name of ['ri-flask-line', 'ri-leaf-line', 'ri-heart-pulse-line', 'ri-map-pin-line', 'ri-phone-line', 'ri-mail-line', 'ri-star-line']) {
      expect(core).toContain(`.${name}:before`);
    }
  });
});
