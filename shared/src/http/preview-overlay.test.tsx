import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { apiGet } from './api-client';
import { applyPreviewUpdate, isPreviewUpdate, PREVIEW_MESSAGE, withPreviewOverlay } from './preview-overlay';
import { useContent } from './use-content';

const LIST = '/api/cms/home/slides';
const slides = {
  data: [
    { id: 'a', title: 'First', order: 1 },
    { id: 'b', title: 'Second', order: 2 },
  ],
};

afterEach(() => {
  for (const id of ['a', 'new']) applyPreviewUpdate({ type: PREVIEW_MESSAGE, path: LIST, id, data: null });
  applyPreviewUpdate({ type: PREVIEW_MESSAGE, path: '/api/cms/home/hero', data: null });
});

describe('the preview overlay over reads', () => {
  it('replaces an edited item, appends a new one and leaves other paths alone; a withdrawal restores the answer', () => {
    applyPreviewUpdate({ type: PREVIEW_MESSAGE, path: LIST, id: 'a', data: { title: 'Typed' } });
    applyPreviewUpdate({ type: PREVIEW_MESSAGE, path: LIST, id: 'new', data: { title: 'Brand new', order: 3 } });
    expect(withPreviewOverlay(`${LIST}?x=1`, slides)).toEqual({
      data: [
        { id: 'a', title: 'Typed', order: 1 },
        { id: 'b', title: 'Second', order: 2 },
        { id: 'new', title: 'Brand new', order: 3 },
      ],
    });
    expect(withPreviewOverlay('/api/cms/about/hero', { data: { title: 'x' } })).toEqual({ data: { title: 'x' } });
    applyPreviewUpdate({ type: PREVIEW_MESSAGE, path: LIST, id: 'a', data: null });
    applyPreviewUpdate({ type: PREVIEW_MESSAGE, path: LIST, id: 'new', data: null });
    expect(withPreviewOverlay(LIST, slides)).toBe(slides);
  });

  it("lands an edit of a path under the read's at the matching key of the answer", () => {
    applyPreviewUpdate({ type: PREVIEW_MESSAGE, path: '/api/cms/home/hero', data: { title: 'Typed' } });
    applyPreviewUpdate({ type: PREVIEW_MESSAGE, path: LIST, id: 'a', data: { title: 'Slide typed' } });
    const page = { data: { hero: { title: 'Stored', subtitle: 'Kept' }, slides: slides.data, other: 1 } };
    expect(withPreviewOverlay('/api/cms/home', page)).toEqual({
      data: { hero: { title: 'Typed', subtitle: 'Kept' }, slides: [{ id: 'a', title: 'Slide typed', order: 1 }, slides.data[1]], other: 1 },
    });
    // A section edit where the answer holds a list (or nothing) changes nothing.
    expect(withPreviewOverlay('/api/cms/home', { data: { hero: [1, 2] } })).toEqual({ data: { hero: [1, 2] } });
  });

  it('accepts only its own message shape', () => {
    expect(isPreviewUpdate({ type: PREVIEW_MESSAGE, path: LIST, id: 'a', data: {} })).toBe(true);
    expect(isPreviewUpdate({ type: PREVIEW_MESSAGE, path: LIST, data: null })).toBe(true);
    for (const bad of [
      null,
      'text',
      { type: 'other', path: LIST, data: {} },
      { type: PREVIEW_MESSAGE, path: '/not-api', data: {} },
      { type: PREVIEW_MESSAGE, path: LIST, id: 7, data: {} },
      { type: PREVIEW_MESSAGE, path: LIST, data: [] },
      { type: PREVIEW_MESSAGE, path: `/api/${'x'.repeat(300)}`, data: {} },
    ]) {
      expect(isPreviewUpdate(bad)).toBe(false);
    }
  });

  it('a page built on useContent re-renders with the unsaved text', async () => {
    global.fetch = jest.fn(
      async () => new Response(JSON.stringify({ data: { title: 'Stored hero' } }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    ) as unknown as typeof fetch;
    const load = () => apiGet<{ title: string }>('/api/cms/home/hero');
    function Page() {
      return <h1>{useContent(load, { title: 'Fallback' }).data.title}</h1>;
    }
    render(<Page />);
    expect(await screen.findByRole('heading', { name: 'Stored hero' })).toBeInTheDocument();
    void act(() => applyPreviewUpdate({ type: PREVIEW_MESSAGE, path: '/api/cms/home/hero', data: { title: 'Typed, not saved' } }));
    expect(await screen.findByRole('heading', { name: 'Typed, not saved' })).toBeInTheDocument();
  });
});
