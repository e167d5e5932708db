#!/usr/bin/env bash
# The reference for SSR throughput: a minimal React Router 7 app (one route, 20 links, the official
# template's server stack: Express + compression + @react-router/express) built with the project's
# own installed packages, so both run the same versions.
# Usage: bench/minimal-rr7/serve.sh PORT   (run from the project root, after npm install)
# Serves on 127.0.0.1:PORT until killed; build output goes to a temp folder.
set -eu
port=${1:?port}
project=$(pwd)
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d /tmp/minimal-rr7.XXXXXX)
cp -r "$here"/. "$work"/
ln -s "$project/node_modules" "$work/node_modules"
cd "$work"
./node_modules/.bin/react-router build >/dev/null
NODE_ENV=production PORT=$port exec node server.mjs
