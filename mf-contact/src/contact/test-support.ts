/** Helpers shared by this remote's component tests: a fetch stub at the network edge and a fake widget. */
import { act, configure } from '@testing-library/react';

// The machine running the suite may be busy: give async queries room before calling a failure.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

export interface FakeResponse {
  ok: boolean;
  status: number;
  json: () => Promise<unknown>;
}

export function jsonResponse(body: unknown, status = 200): FakeResponse {
  return { ok: status >= 200 && status < 300, status, json: async () => body };
}

export type Route = (init?: RequestInit) => Promise<FakeResponse> | FakeResponse;

/** Stubs `fetch` by "METHOD path"; an unknown call fails the way a network error does. */
export function stubFetch(routes: Record<string, Route>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const route = routes[key];
    if (!route) throw new TypeError(`Failed to fetch (${key})`);
    return route(init);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

export const ALTCHA_INFO = { provider: 'altcha', challengeUrl: '/api/contact-form/challenge' };

/** Stands in for the real `<altcha-widget>` (its module is mocked away in tests). */
export class FakeAltchaWidget extends HTMLElement {
  static resets = 0;
  static verifies = 0;
  connectedCallback() {
    this.dispatchEvent(new CustomEvent('load'));
  }
  async verify() {
    FakeAltchaWidget.verifies += 1;
    return null;
  }
  reset() {
    FakeAltchaWidget.resets += 1;
    this.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'unverified', payload: null } }));
  }
}

export function defineFakeAltcha() {
  if (!customElements.get('altcha-widget')) customElements.define('altcha-widget', FakeAltchaWidget);
  FakeAltchaWidget.resets = 0;
  FakeAltchaWidget.verifies = 0;
}

export function findWidget(): HTMLElement | null {
  return document.querySelector('altcha-widget');
}

/** What the real widget does once its proof of work is solved. */
export function solveWidget(payload = 'solved-payload') {
  const widget = findWidget();
  if (!widget) throw new Error('no verification widget');
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
    widget.dispatchEvent(new CustomEvent('verified', { detail: { payload } }));
  });
}

export function widgetState(state: string) {
  const widget = findWidget();
  if (!widget) throw new Error('no verification widget');
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload: null } }));
  });
}
