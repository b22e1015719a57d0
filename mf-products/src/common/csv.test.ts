import { downloadTextFile, fileSlug, toCsv } from './csv';
import { blobText, captureDownloads } from '@pharma/shared/testing';

describe('csv', () => {
  it('writes a header and rows with CRLF line ends', () => {
    expect(toCsv(['Name', 'CAS'], [['Diazepam', '439-14-5']])).toBe('Name,CAS\r\nDiazepam,439-14-5\r\n');
  });

  it('quotes cells holding commas or quotes, and defuses formula starts', () => {
    const csv = toCsv(['Name'], [['4,6-Dichloro-5-nitro'], ['a "b"'], ['=HYPERLINK("x")']]);
    expect(csv.split('\r\n')).toEqual(['Name', '"4,6-Dichloro-5-nitro"', '"a ""b"""', `"'=HYPERLINK(""x"")"`, '']);
  });

  it('makes file-name slugs', () => {
    expect(fileSlug('Anti-Convulsant/Anxiolytic')).toBe('anti-convulsant-anxiolytic');
  });

  it('saves the text as a UTF-8 CSV file', async () => {
    const downloads = captureDownloads();
    downloadTextFile('list.csv', 'A,B\r\n');
    downloads.restore();
    expect(downloads.saved).toHaveLength(1);
    expect(downloads.saved[0].filename).toBe('list.csv');
    expect(downloads.saved[0].blob.type).toBe('text/csv;charset=utf-8');
    expect((await blobText(downloads.saved[0].blob)).replace(/^\uFEFF/, '')).toBe('A,B\r\n');
  });
});
