import { jest } from '@jest/globals';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Where a navigation landed: path, query and state, rendered for assertions. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{JSON.stringify({ pathname: location.pathname, search: location.search, state: location.state })}</output>;
}

/** Renders a page inside a router at `path`, with catch-all routes that reveal where links lead. */
export function renderWithRouter(ui: ReactElement, path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={ui} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

export function readLocation(element: HTMLElement): { pathname: string; search: string; state: unknown } {
  return JSON.parse(element.textContent ?? '{}');
}

/** A fetch stub answering like the API: `{ data }` with the given status. */
export function answer(body: unknown, status = 200) {
  return Promise.resolve({ ok: status >= 200 && status < 300, status, json: async () => body } as Response);
}

/** Captures what `downloadTextFile` saved: the file name and the blob's text. */
export function captureDownloads() {
  const saved: { filename: string; blob: Blob }[] = [];
  let lastBlob: Blob | undefined;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    lastBlob = blob;
    return 'blob:test';
  }) as typeof URL.createObjectURL;
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (lastBlob) saved.push({ filename: this.download, blob: lastBlob });
  });
  return { saved, restore: () => click.mockRestore() };
}

export async function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}
