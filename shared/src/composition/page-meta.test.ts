import { pageMeta, plainText } from './page-meta';

describe('page meta', () => {
  it('takes the first non-empty candidates as plain text', () => {
    expect(pageMeta(['', '<b>About</b> Us'], [undefined, '<p>We make&nbsp;APIs &amp; more.</p>'], '/uploads/a.webp')).toEqual({
      title: 'About Us',
      description: 'We make APIs & more.',
      image: '/uploads/a.webp',
    });
  });

  it('leaves the image out when there is none or it is blank', () => {
    expect(pageMeta(['Contact'], ['Talk to us'])).toEqual({ title: 'Contact', description: 'Talk to us' });
    expect(pageMeta(['Contact'], [null], '  ')).toEqual({ title: 'Contact', description: '' });
  });

  it('cuts a long description at a word, within 160 characters', () => {
    const long = `${'word '.repeat(60)}end`;
    const { description } = pageMeta(['t'], [long]);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/word…$/);
  });

  it('keeps a title within the SEO settings limit of 70 characters', () => {
    const { title } = pageMeta([`A ${'long '.repeat(20)}title`], []);
    expect(title.length).toBeLessThanOrEqual(70);
    expect(title).toMatch(/long…$/);
    expect(pageMeta(['x'.repeat(70)], []).title).toBe('x'.repeat(70));
  });

  it('flattens markup and whitespace: block ends part words, inline tags do not', () => {
    expect(plainText('<h2>A</h2>\n<p>B   C</p>')).toBe('A B C');
    expect(plainText('<p>One &amp; two</p><p>three<br>four</p>')).toBe('One & two three four');
    expect(plainText('Forty years of <strong>chemistry</strong>.')).toBe('Forty years of chemistry.');
    expect(plainText(undefined)).toBe('');
  });

  it('decodes named and numeric entities, and leaves unknown names as written', () => {
    expect(plainText('R&amp;D &ndash; it&#8217;s &#x2713; &bogus;')).toBe('R&D – it’s ✓ &bogus;');
  });
});
