import { act, render, screen, waitFor } from '@testing-library/react';
import { emitContentEvent } from '../events/event-bus';
import { clearPreloadedContent, setPreloadedContent } from './preloaded-content';
import { useContent, type ContentState } from './use-content';

let seen: ContentState<string>[] = [];

function Probe({ load }: { load: () => Promise<string> }) {
  const state = useContent(load, 'built-in', ['aboutDataChanged']);
  seen.push(state);
  return <p>{state.data}</p>;
}

describe('useContent', () => {
  beforeEach(() => {
    seen = [];
  });
  afterEach(() => clearPreloadedContent());

  it('starts from the fallback, then shows the loaded content', async () => {
    const load = jest.fn(async () => 'published');
    render(<Probe load={load} />);
    expect(seen[0]).toMatchObject({ data: 'built-in', loading: true, fromFallback: true });
    expect(await screen.findByText('published')).toBeInTheDocument();
    expect(seen.at(-1)).toMatchObject({ loading: false, fromFallback: false });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the fallback when the load fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Probe load={async () => Promise.reject(new Error('down'))} />);
    await waitFor(() => expect(seen.at(-1)?.loading).toBe(false));
    expect(screen.getByText('built-in')).toBeInTheDocument();
    expect(seen.at(-1)?.fromFallback).toBe(true);
    warn.mockRestore();
  });

  it('starts from content preloaded for its own loader and does not fetch it again', async () => {
    const load = jest.fn(async () => 'fetched');
    setPreloadedContent(load, 'server-rendered');
    render(<Probe load={load} />);
    expect(seen[0]).toMatchObject({ data: 'server-rendered', loading: false, fromFallback: false });
    await act(async () => Promise.resolve());
    expect(screen.getByText('server-rendered')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('still reloads on its events after starting from preloaded content', async () => {
    const load = jest.fn(async () => 'edited');
    setPreloadedContent(load, 'server-rendered');
    render(<Probe load={load} />);
    await act(async () => emitContentEvent('aboutDataChanged'));
    expect(await screen.findByText('edited')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("ignores content preloaded for another page's loader", async () => {
    setPreloadedContent(async () => 'other page', 'other page');
    render(<Probe load={async () => 'published'} />);
    expect(seen[0]).toMatchObject({ data: 'built-in', loading: true });
    expect(await screen.findByText('published')).toBeInTheDocument();
  });

  it('treats null preloaded data as loaded content, not as missing', () => {
    const load = jest.fn(async () => 'fetched');
    setPreloadedContent(load, null);
    render(<Probe load={load} />);
    expect(seen[0]).toMatchObject({ data: null, loading: false, fromFallback: false });
    expect(load).not.toHaveBeenCalled();
  });
});
