#!/usr/bin/env bash
# Runs the whole API suite (store contract + integration, every feature suite too: TEST_ALL_STORES=1)
# against the embedded store AND a real MongoDB wire-protocol server (FerretDB from test/mongo-server),
# then stops that server. CI runs the store suites on both and the feature suites on the embedded one.
#   npm run test:mongo -w api [-- <jest args>]      TEST_MONGO_PORT picks the port (default 27018)
set -euo pipefail
cd "$(dirname "$0")/.."
port="${TEST_MONGO_PORT:-27018}"
server=test/mongo-server

uri_line="$(bash "$server/start.sh" "$port")"
trap 'bash "$server/stop.sh" "$port"' EXIT
export MONGODB_URI="${uri_line#MONGODB_URI=}"
export TEST_ALL_STORES=1
echo "api tests against $MONGODB_URI (and the embedded store)" >&2
node --experimental-vm-modules ../node_modules/jest/bin/jest.js --runInBand "$@"
