// What a remote's exposes must look like (README, "Host contract"), checked on the loaded modules.
// Written again here on purpose, from the documentation: this host imports nothing of the site's.
import { matchPath } from 'react-router';

/** One entry of the remote list (`/remotes.json`). */
export interface RemoteDescriptor {
  name: string;
  entry: string;
  routes: string[];
  version: string;
  admin?: { label: string; order: number };
}

/** One problem: which remote, which expose or route, and why. */
export interface ContractProblem {
  remote: string;
  check: string;
  why: string;
}

export interface RouteLike {
  path: string;
  Component: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A React component: a function or class, or what memo/forwardRef/lazy return. */
const isComponent = (value: unknown): boolean => typeof value === 'function' || (isObject(value) && '$$typeof' in value);

function exportNames(module: unknown): string {
  const names = isObject(module) ? Object.keys(module) : [];
  return names.length ? names.join(', ') : 'nothing';
}

/**
 * `./routes` exports `routes`: a list of `{ path, Component }` (optionally `load()` and `meta()`), with
 * a route for every path the remote list names for this remote.
 */
export function checkRoutesModule(remote: RemoteDescriptor, module: unknown): ContractProblem[] {
  const problem = (why: string): ContractProblem => ({ remote: remote.name, check: './routes', why });
  const routes = isObject(module) ? module.routes : undefined;
  if (!Array.isArray(routes)) return [problem(`exports no \`routes\` list (it exports ${exportNames(module)})`)];
  const problems: ContractProblem[] = [];
  routes.forEach((route: unknown, index) => {
    if (!isObject(route) || typeof route.path !== 'string' || !route.path.startsWith('/')) problems.push(problem(`routes[${index}] has no absolute \`path\``));
    else if (!isComponent(route.Component)) problems.push(problem(`routes[${index}] (${route.path}) has no \`Component\``));
    else if (route.load !== undefined && typeof route.load !== 'function')
      problems.push(problem(`routes[${index}] (${route.path}): \`load\` is not a function`));
    else if (route.meta !== undefined && typeof route.meta !== 'function')
      problems.push(problem(`routes[${index}] (${route.path}): \`meta\` is not a function`));
  });
  if (problems.length) return problems;
  const paths = (routes as RouteLike[]).map((route) => route.path);
  for (const pattern of remote.routes) {
    const concrete = pattern.replace(/\/\*$/, '');
    if (!paths.some((path) => matchPath(path, concrete || '/')))
      problems.push(problem(`the remote list gives it ${pattern}, but no route matches ${concrete || '/'}`));
  }
  return problems;
}

/**
 * `./admin` exports `admin`: `{ label, subTabs: [{ id, label, count(), Panel }] }`; its label is the tab
 * name the remote list announces (`admin.label`, shown while the remote is down).
 */
export function checkAdminModule(remote: RemoteDescriptor, module: unknown): ContractProblem[] {
  const problem = (why: string): ContractProblem => ({ remote: remote.name, check: './admin', why });
  const admin = isObject(module) ? module.admin : undefined;
  if (!isObject(admin)) return [problem(`exports no \`admin\` object (it exports ${exportNames(module)})`)];
  const problems: ContractProblem[] = [];
  if (typeof admin.label !== 'string' || !admin.label) problems.push(problem('`admin.label` is not a text'));
  else if (remote.admin && admin.label !== remote.admin.label)
    problems.push(problem(`\`admin.label\` is "${admin.label}", the remote list says "${remote.admin.label}"`));
  if (!Array.isArray(admin.subTabs) || admin.subTabs.length === 0) return [...problems, problem('`admin.subTabs` is not a non-empty list')];
  const ids = new Set<string>();
  admin.subTabs.forEach((tab: unknown, index) => {
    const where = `admin.subTabs[${index}]`;
    if (!isObject(tab)) return problems.push(problem(`${where} is not an object`));
    if (typeof tab.id !== 'string' || !tab.id) problems.push(problem(`${where} has no \`id\``));
    else if (ids.has(tab.id)) problems.push(problem(`${where}: the id "${tab.id}" is used twice`));
    else ids.add(tab.id);
    if (typeof tab.label !== 'string' || !tab.label) problems.push(problem(`${where} has no \`label\``));
    if (typeof tab.count !== 'function') problems.push(problem(`${where}: \`count\` is not a function`));
    if (!isComponent(tab.Panel)) problems.push(problem(`${where} has no \`Panel\` component`));
  });
  return problems;
}

/** The remote whose listed routes match a path (a trailing `/*` matches below it). */
export function remoteForPath(remotes: RemoteDescriptor[], pathname: string): RemoteDescriptor | undefined {
  return remotes.find((remote) => remote.routes.some((pattern) => matchPath(pattern, pathname)));
}
