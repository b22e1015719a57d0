import { pageMeta, plainText } from './page-meta';

describe('page meta', () => {
  it('takes the first non-empty candidates as plain text', () => {
    expect(pageMeta(['', '<b>About</b> Us'], [undefined, '<p>We make&nbsp;APIs &amp; more.</p>'], '/uploads/a.webp')).toEqual({
      title: 'About Us',
      description: 'We make APIs & more.',
      image: '/uploads/a.webp',
    });
  });

  it('leaves the image out when there is none', () => {
    expect(pageMeta(['Contact'], ['Talk to us'])).toEqual({ title: 'Contact', description: 'Talk to us' });
  });

  it('cuts a long description at a word, within 160 characters', () => {
    const long = `${'word '.repeat(60)}end`;
    const { description } = pageMeta(['t'], [long]);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/word…$/);
  });

  it('flattens markup and whitespace', () => {
    expect(plainText('<h2>A</h2>\n<p>B   C</p>')).toBe('A B C');
  });
});
