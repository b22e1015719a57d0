import { act, render } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { requestedTab, useRequestedTab } from './use-requested-tab';

/** Renders the target section only after `appearAfter` ms (content still rendering), or never. */
function Harness({ appearAfter, onSelect }: { appearAfter?: number; onSelect: (tab: string) => void }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (appearAfter === undefined) return undefined;
    const timer = setTimeout(() => setShown(true), appearAfter);
    return () => clearTimeout(timer);
  }, [appearAfter]);
  useRequestedTab(true, onSelect);
  return shown ? <section id="leadership" /> : null;
}

function renderWithState(state: unknown, appearAfter?: number) {
  const onSelect = jest.fn();
  render(
    <MemoryRouter initialEntries={[{ pathname: '/about', state }]}>
      <Harness appearAfter={appearAfter} onSelect={onSelect} />
    </MemoryRouter>,
  );
  return onSelect;
}

describe('scrolling to the tab asked for by navigation state', () => {
  const scrollIntoView = jest.fn();
  beforeEach(() => {
    jest.useFakeTimers();
    scrollIntoView.mockClear();
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('reads { activeTab, scrollToTop: true } only', () => {
    expect(requestedTab({ activeTab: 'leadership', scrollToTop: true })).toBe('leadership');
    expect(requestedTab({ activeTab: 'vision' })).toBeUndefined();
    expect(requestedTab({ activeTab: 'team', scrollToTop: true })).toBeUndefined();
    expect(requestedTab(null)).toBeUndefined();
  });

  it('selects the tab and retries every 100 ms until the section exists', () => {
    const onSelect = renderWithState({ activeTab: 'leadership', scrollToTop: true }, 250);
    expect(onSelect).toHaveBeenCalledWith('leadership');
    expect(scrollIntoView).not.toHaveBeenCalled();
    // Tries at 0, 100 and 200 ms find nothing; the section renders at 250 ms.
    act(() => jest.advanceTimersByTime(250));
    expect(document.getElementById('leadership')).not.toBeNull();
    expect(scrollIntoView).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(50));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('leadership'));
    act(() => jest.advanceTimersByTime(2000));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('gives up after 10 tries 100 ms apart', () => {
    const lookups = jest.spyOn(document, 'getElementById');
    renderWithState({ activeTab: 'leadership', scrollToTop: true });
    act(() => jest.advanceTimersByTime(899));
    expect(lookups.mock.calls.filter(([id]) => id === 'leadership')).toHaveLength(9);
    act(() => jest.advanceTimersByTime(5000));
    expect(lookups.mock.calls.filter(([id]) => id === 'leadership')).toHaveLength(10);
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('does nothing without the scroll flag', () => {
    const onSelect = renderWithState({ activeTab: 'leadership' }, 0);
    act(() => jest.advanceTimersByTime(2000));
    expect(onSelect).not.toHaveBeenCalled();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
