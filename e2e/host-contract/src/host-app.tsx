import type { ModuleFederation } from '@module-federation/runtime';
import { Component, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router';
import { checkAdminModule, checkRoutesModule, remoteForPath, type ContractProblem, type RemoteDescriptor, type RouteLike } from './contract-checks';
import { CONTRACT_SHARES, unprovidedSingletons } from './federation';
import { report } from './report';

interface Props {
  federation: ModuleFederation;
  remotes: RemoteDescriptor[];
}

/** The admin check's own page; every other path is a remote's page. */
export const ADMIN_CHECK_PATH = '/__contract/admin';

/** One router for the page: the remotes' routes render inside it and never create their own. */
export function HostApp({ federation, remotes }: Props) {
  return (
    <BrowserRouter>
      <nav aria-label="Remotes" style={{ display: 'flex', flexWrap: 'wrap', gap: '1em' }}>
        {remotes.flatMap((remote) =>
          remote.routes
            .filter((pattern) => !pattern.includes('*'))
            .map((pattern) => (
              <Link key={pattern} to={pattern}>
                {pattern}
              </Link>
            )),
        )}
        <Link to={ADMIN_CHECK_PATH}>admin check</Link>
      </nav>
      <main>
        <Routes>
          <Route path={ADMIN_CHECK_PATH} element={<AdminCheck federation={federation} remotes={remotes} />} />
          <Route path="*" element={<RemotePage federation={federation} remotes={remotes} />} />
        </Routes>
      </main>
    </BrowserRouter>
  );
}

type Loaded = { status: 'loading' } | { status: 'ready'; routes: RouteLike[] } | { status: 'failed'; problems: ContractProblem[] };

/** The page of the remote that owns the current path. */
function RemotePage({ federation, remotes }: Props) {
  const { pathname } = useLocation();
  const remote = remoteForPath(remotes, pathname);
  if (!remote) return <Failure problems={[{ remote: '(none)', check: pathname, why: 'no remote of the list owns this path' }]} />;
  return <RemoteRoutes key={remote.name} federation={federation} remote={remote} pathname={pathname} />;
}

/** A remote's `./routes`, checked, then rendered in the host's router. */
function RemoteRoutes({ federation, remote, pathname }: { federation: ModuleFederation; remote: RemoteDescriptor; pathname: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    loadRoutes(federation, remote).then((result) => active && setLoaded(result), console.error);
    return () => {
      active = false;
    };
  }, [federation, remote]);

  if (loaded.status === 'loading') return <p>Loading {remote.name}…</p>;
  if (loaded.status === 'failed') return <Failure problems={loaded.problems} />;
  return (
    <RenderBoundary key={pathname} remote={remote.name} path={pathname}>
      <Rendered />
      <Routes>
        {loaded.routes.map(({ path, Component }) => {
          const Page = Component as ComponentType;
          return <Route key={path} path={path} element={<Page />} />;
        })}
      </Routes>
    </RenderBoundary>
  );
}

/**
 * Loads and checks a remote's `./routes`. A module of the wrong shape cannot be rendered; a remote
 * that also shares a singleton outside the contract is reported and still rendered, so the page
 * shows what that costs (typically a router hook outside any router).
 */
async function loadRoutes(federation: ModuleFederation, remote: RemoteDescriptor): Promise<Loaded> {
  let module: unknown;
  try {
    module = await federation.loadRemote(`${remote.name}/routes`);
  } catch (error) {
    return failed([{ remote: remote.name, check: './routes', why: `could not be loaded: ${message(error)}` }]);
  }
  const privateShares = unprovidedSingletons(federation, remote.name);
  if (privateShares.length) {
    report.fail([
      {
        remote: remote.name,
        check: 'shares',
        why: `shares the singleton ${privateShares.join(', ')}, which is not one the contract names (${CONTRACT_SHARES.join(', ')}): it runs its own copy`,
      },
    ]);
  }
  const problems = checkRoutesModule(remote, module);
  return problems.length ? failed(problems) : { status: 'ready', routes: (module as { routes: RouteLike[] }).routes };
}

function failed(problems: ContractProblem[]): Loaded {
  report.fail(problems);
  return { status: 'failed', problems };
}

/** Marks the page rendered once the remote's routes are on screen without a render error. */
function Rendered() {
  useEffect(() => report.rendered(), []);
  return null;
}

/** A render error of a remote's page is a contract failure of that remote, shown in place of the page. */
class RenderBoundary extends Component<{ remote: string; path: string; children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    report.fail([{ remote: this.props.remote, check: this.props.path, why: `rendering threw: ${message(error)}` }]);
    console.warn('component stack', info.componentStack);
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <Failure problems={[{ remote: this.props.remote, check: this.props.path, why: `rendering threw: ${message(this.state.error)}` }]} />;
  }
}

/** Loads every `./admin` the remote list announces and checks its shape; the result is the page. */
function AdminCheck({ federation, remotes }: Props) {
  const [results, setResults] = useState<{ remote: string; problems: ContractProblem[] }[]>();

  useEffect(() => {
    const admins = remotes.filter((remote) => remote.admin);
    Promise.all(
      admins.map(async (remote) => {
        try {
          return { remote: remote.name, problems: checkAdminModule(remote, await federation.loadRemote(`${remote.name}/admin`)) };
        } catch (error) {
          return { remote: remote.name, problems: [{ remote: remote.name, check: './admin', why: `could not be loaded: ${message(error)}` }] };
        }
      }),
    ).then((checked) => {
      report.fail(checked.flatMap((result) => result.problems));
      report.adminChecked(checked.map((result) => result.remote));
      setResults(checked);
    }, console.error);
  }, [federation, remotes]);

  if (!results) return <p>Checking every ./admin…</p>;
  return (
    <section>
      <h1>./admin of {results.length} remotes</h1>
      <ul>
        {results.map(({ remote, problems }) => (
          <li key={remote}>
            {remote}: {problems.length ? problems.map((problem) => problem.why).join('; ') : 'ok'}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Failure({ problems }: { problems: ContractProblem[] }) {
  return (
    <section role="alert" data-contract-failure="">
      <h2>Contract failure</h2>
      <ul>
        {problems.map((problem, index) => (
          <li key={index}>
            {problem.remote} {problem.check}: {problem.why}
          </li>
        ))}
      </ul>
    </section>
  );
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
