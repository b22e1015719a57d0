import { describe, expect, it } from '@jest/globals';
import { mediaIdsIn } from '../../src/content/media/media-usage.service.js';

const ID = '0123456789abcdef0123456789abcdef';
const OTHER = 'fedcba9876543210fedcba9876543210';

describe('mediaIdsIn: the library images a content string names', () => {
  it.each([
    ['the plain address', `/uploads/${ID}.jpg`],
    ['a query string', `/uploads/${ID}.jpg?v=3&w=640`],
    ['a fragment', `/uploads/${ID}.png#top`],
    ['a variant', `/uploads/${ID}-1280.avif`],
    ['an absolute URL of any origin', `https://cdn.example.net/uploads/${ID}.webp`],
    ['percent-encoded slashes', `https://example.com%2Fuploads%2F${ID}.jpg`],
    ['twice-encoded', `/uploads%252F${ID}.jpg`],
    ['an encoded hex digit and a dot segment', `/uploads/%2e/${ID.replace('a', '%61')}.jpg`],
    ['upper-case escapes and backslashes', `\\uploads\\${ID}.JPG`],
  ])('finds the id in %s', (_label, text) => {
    expect([...mediaIdsIn(text)]).toEqual([ID]);
  });

  it('finds every image of a srcset, each once, and survives a malformed escape', () => {
    expect([...mediaIdsIn(`/uploads/${ID}-640.webp 640w, /uploads/${OTHER}-1280.webp 1280w, /uploads/${ID}.jpg %zz`)]).toEqual([ID, OTHER]);
  });

  it('names nothing outside the upload folder, or an id without an extension', () => {
    for (const text of [`/images/${ID}.jpg`, `/uploads/${ID}`, `uploads-${ID}.jpg`, `/uploads/${ID}0.jpg`, 'plain text']) expect(mediaIdsIn(text).size).toBe(0);
  });
});
