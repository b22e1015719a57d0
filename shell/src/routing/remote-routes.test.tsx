import { initLoader, type FederationRuntime, type RemoteDescriptor } from '@pharma/shared';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AUTO_RETRY_MS, RemoteRoutes } from './remote-routes';

const remote: RemoteDescriptor = { name: 'mf_about', entry: 'http://x/remoteEntry.js', routes: ['/about', '/team'], version: '1' };

function About() {
  return <h1>About page</h1>;
}

function Crashing(): never {
  throw new Error('render failure');
}

function setRuntime(load: () => Promise<unknown>) {
  const runtime: FederationRuntime = { registerRemotes: () => undefined, loadRemote: load as FederationRuntime['loadRemote'] };
  initLoader(runtime, [remote]);
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <header>site header</header>
      <RemoteRoutes remote={remote} />
    </MemoryRouter>,
  );
}

describe('remote routes', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('renders the remote page matching the URL', async () => {
    setRuntime(async () => ({ routes: [{ path: '/about', Component: About }] }));
    renderAt('/about');
    expect(await screen.findByRole('heading', { name: 'About page' })).toBeInTheDocument();
  });

  it('shows the not-found text when the remote has no such page', async () => {
    setRuntime(async () => ({ routes: [{ path: '/about', Component: About }] }));
    renderAt('/team');
    expect(await screen.findByText('This page has not been generated')).toBeInTheDocument();
  });

  it('shows a fallback while the remote is down and recovers on retry without remounting the site', async () => {
    let up = false;
    setRuntime(async () => {
      if (!up) throw new Error('RUNTIME-008');
      return { routes: [{ path: '/about', Component: About }] };
    });
    const user = userEvent.setup();
    renderAt('/about');
    expect(await screen.findByRole('alert')).toHaveTextContent('This page is temporarily unavailable');
    expect(screen.getByText('site header')).toBeInTheDocument();
    up = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'About page' })).toBeInTheDocument();
  });

  it('retries by itself while the fallback is shown', async () => {
    jest.useFakeTimers();
    let up = false;
    setRuntime(async () => {
      if (!up) throw new Error('down');
      return { routes: [{ path: '/about', Component: About }] };
    });
    renderAt('/about');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    up = true;
    await act(async () => {
      jest.advanceTimersByTime(AUTO_RETRY_MS);
    });
    expect(await screen.findByRole('heading', { name: 'About page' })).toBeInTheDocument();
    jest.useRealTimers();
  });

  it('keeps a page that crashes while rendering inside its boundary', async () => {
    setRuntime(async () => ({ routes: [{ path: '/about', Component: Crashing }] }));
    renderAt('/about');
    expect(await screen.findByRole('alert')).toHaveTextContent('temporarily unavailable');
    expect(screen.getByText('site header')).toBeInTheDocument();
  });
});
