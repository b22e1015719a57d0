// A MongoDB wire-protocol server for the drills. CI already runs one (TEST_MONGODB_URI, see .ci/run):
// the drill then uses its own database on it. Otherwise it starts FerretDB with the API's test script
// (api/test/mongo-server/start.sh) on a port of its own, and stops it afterwards.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../../bench/lib/processes.mjs';

const SCRIPTS = path.join(ROOT, 'api/test/mongo-server');

/**
 * Returns { uri, stop } with a database name nobody else uses.
 * @param {{ port: number, dbName: string }} options  port: where FerretDB listens when this starts it
 * @returns {{ uri: string, stop: () => void }}
 */
export function mongoForDrill({ port, dbName }) {
  if (process.env.TEST_MONGODB_URI) {
    const url = new URL(process.env.TEST_MONGODB_URI);
    url.pathname = `/${dbName}`;
    return { uri: url.toString(), stop: () => undefined };
  }
  const env = { ...process.env, MONGO_PID_FILE: `/tmp/bench-mongo-${port}.pid`, MONGO_DB_NAME: dbName };
  const out = execFileSync('bash', [path.join(SCRIPTS, 'start.sh'), String(port)], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const line = out.trim().split('\n').pop() ?? '';
  if (!line.startsWith('MONGODB_URI=')) throw new Error(`start.sh printed no URI: ${out}`);
  return {
    uri: line.slice('MONGODB_URI='.length),
    stop: () => void execFileSync('bash', [path.join(SCRIPTS, 'stop.sh'), String(port)], { env, stdio: 'ignore' }),
  };
}
