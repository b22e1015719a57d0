import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { titleOf, useDocumentTitle } from './document-title';

let go: (path: string) => void = () => undefined;

function Probe({ fetchPage }: { fetchPage: (path: string, signal: AbortSignal) => Promise<string> }) {
  const navigate = useNavigate();
  go = (path) => void navigate(path);
  useDocumentTitle(fetchPage);
  return null;
}

describe('document title after a navigation', () => {
  it("takes the new page's title from its HTML, and leaves the first page's alone", async () => {
    document.title = 'Home | Site';
    const fetchPage = jest.fn((path: string) => Promise.resolve(`<html><head><title>About R&amp;D ${path} | Site</title></head></html>`));
    render(
      <MemoryRouter initialEntries={['/']}>
        <Probe fetchPage={fetchPage} />
      </MemoryRouter>,
    );
    expect(fetchPage).not.toHaveBeenCalled();
    await act(async () => go('/about'));
    expect(fetchPage).toHaveBeenCalledWith('/about', expect.any(AbortSignal));
    expect(document.title).toBe('About R&D /about | Site');
  });

  it('keeps the title when the page cannot be read', async () => {
    document.title = 'Home | Site';
    render(
      <MemoryRouter initialEntries={['/']}>
        <Probe fetchPage={() => Promise.reject(new Error('offline'))} />
      </MemoryRouter>,
    );
    await act(async () => go('/contact'));
    expect(document.title).toBe('Home | Site');
  });

  it('reads only the title element, as text', () => {
    expect(titleOf('<title>A &lt;b&gt; &amp; c</title>')).toBe('A <b> & c');
    expect(titleOf('<p>no title</p>')).toBeUndefined();
  });
});
