#!/usr/bin/env bash
# `npm run deploy:check`: proves the deploy of README "Deploy" on this machine, the way the Dockerfile does it, on
# a fresh clone of the committed HEAD in /tmp: npm ci, npm run build, then only the production dependencies
# (npm run install:prod) and `npm run start:prod` with plain node on a new PostgreSQL database, in production mode.
# It fetches / and /health, sends SIGTERM and expects exit 0, then drops the database and the clone.
# Needs PostgreSQL at POSTGRES_URL (default postgres://postgres@127.0.0.1:5432) and the npm registry.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
server_url="${POSTGRES_URL:-postgres://postgres@127.0.0.1:5432}"
port="${DEPLOY_CHECK_PORT:-3917}"
work="$(mktemp -d /tmp/salamu-deploy-check-XXXXXX)"
database="salamu_deploy_check_$$"
server_pid=""

psql_admin() { psql "$server_url/postgres" -v ON_ERROR_STOP=1 -qAt -c "$1"; }
cleanup() {
  [ -n "$server_pid" ] && kill -KILL "$server_pid" 2>/dev/null || true
  psql_admin "DROP DATABASE IF EXISTS $database WITH (FORCE)" || true
  rm -rf "$work"
}
trap cleanup EXIT

echo "== fresh clone of $(git -C "$repo" rev-parse --short HEAD) in $work"
git clone -q "$repo" "$work/app"
git -C "$work/app" checkout -q "$(git -C "$repo" rev-parse HEAD)"
cd "$work/app"

echo "== npm ci, npm run build"
npm ci --no-audit --no-fund
npm run build

echo "== production dependencies only (npm run install:prod: npm ci --omit=dev, less what npm keeps anyway)"
rm -rf node_modules
npm run install:prod
for dev_only in tsx vite typescript esbuild; do
  if [ -e "node_modules/$dev_only" ]; then echo "FAIL: $dev_only is installed: the check would not prove anything"; exit 1; fi
done

echo "== npm run start:prod on PostgreSQL ($database)"
psql_admin "CREATE DATABASE $database"
NODE_ENV=production \
  DATABASE_URL="$server_url/$database" \
  APP_URL="http://127.0.0.1:$port" \
  APP_SECRET="deploy-check-secret-deploy-check-secret-0123" \
  MESSAGES_LOG_ONLY=true \
  PAYMENT_PROVIDER=paystack PAYSTACK_SECRET_KEY=sk_test_deploy_check \
  DATA_DIR="$work/data" PORT="$port" HOST=127.0.0.1 \
  npm run start:prod >"$work/server.log" 2>&1 &
server_pid=$!

for _ in $(seq 1 120); do
  curl -fsS "http://127.0.0.1:$port/health" >/dev/null 2>&1 && break
  kill -0 "$server_pid" 2>/dev/null || { cat "$work/server.log"; echo "FAIL: the server exited"; exit 1; }
  sleep 1
done
health="$(curl -fsS "http://127.0.0.1:$port/health")"
ready="$(curl -fsS "http://127.0.0.1:$port/ready")"
home_status="$(curl -sS -o "$work/home.html" -w '%{http_code}' "http://127.0.0.1:$port/")"
echo "GET /health: $health"
echo "GET /ready: $ready"
echo "GET /: $home_status, $(wc -c <"$work/home.html") bytes"
[ "$home_status" = 200 ] || { cat "$work/server.log"; echo "FAIL: / answered $home_status"; exit 1; }
grep -q 'id="root"' "$work/home.html" || {
  echo "FAIL: / is not the web app"
  exit 1
}

echo "== SIGTERM"
kill -TERM "$server_pid"
set +e
wait "$server_pid"
code=$?
set -e
server_pid=""
grep -o '"msg":"[^"]*"' "$work/server.log" | tail -n 4
[ "$code" = 0 ] || { tail -n 30 "$work/server.log"; echo "FAIL: exit code $code"; exit 1; }
echo "OK: built server ran on production dependencies only, answered, and stopped with exit 0"
