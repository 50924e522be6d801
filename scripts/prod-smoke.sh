#!/usr/bin/env bash
# Smoke test of a production install: `npm run start:prod` from the builds of `npm run build`,
# on PostgreSQL, after `npm prune --omit=dev` (CI's step 'production install' runs it so).
#   1. start:prod refuses a simulator URL and a missing DATABASE_URL (exit non-zero, the reason);
#   2. with real settings it comes up: the API ready through the shell's proxy, the shell's page,
#      both remotes' manifests; the database holds no owner (nothing seeded);
#   3. `npm run create-owner` (the compiled program) makes a host, who logs in through the shell;
#   4. SIGTERM stops everything and the launcher exits 0.
# Needs a PostgreSQL server: SMOKE_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres)
# may create and drop a throwaway database. Ports SMOKE_BASE_PORT (default 18600) to +3.
set -euo pipefail
cd "$(dirname "$0")/.."

admin_url="${SMOKE_ADMIN_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
base="${SMOKE_BASE_PORT:-18600}"
api_port=$base shell_port=$((base + 1)) owner_port=$((base + 2)) guest_port=$((base + 3))
shell="http://127.0.0.1:$shell_port"
database="soglia_smoke_$$"
database_url="${admin_url%/*}/$database"
work=$(mktemp -d)
log="$work/start-prod.log"
launcher=''

ok() { printf 'ok - %s\n' "$1"; }
fail() {
  printf 'FAILED - %s\n' "$1" >&2
  [ -f "$log" ] && { echo '--- start:prod output (last 40 lines) ---' >&2; tail -n 40 "$log" >&2; }
  exit 1
}
# SQL on the admin database or the smoke's own, with the API's own PostgreSQL client (a
# dependency of @soglia/server, so still installed).
sql() {
  (cd server && node -e '
    const { Client } = require("pg");
    const client = new Client({ connectionString: process.argv[1] });
    client.connect()
      .then(() => client.query(process.argv[2]))
      .then((result) => { for (const row of result.rows) console.log(Object.values(row).join(" ")); })
      .finally(() => client.end())
      .catch((error) => { console.error(error.message); process.exit(1); });
  ' "$1" "$2")
}
cleanup() {
  if [ -n "$launcher" ] && kill -0 "$launcher" 2>/dev/null; then
    kill -TERM "$launcher" || true
    for _ in $(seq 1 60); do kill -0 "$launcher" 2>/dev/null || break; sleep 0.5; done
    kill -KILL "$launcher" 2>/dev/null || true
  fi
  sql "$admin_url" "DROP DATABASE IF EXISTS $database WITH (FORCE)" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

if [ -d node_modules/tsx ]; then
  echo 'note: tsx is installed: this is not a production install (npm prune --omit=dev)'
fi
node -v

export SOGLIA_MODE=production
export DATABASE_URL="$database_url"
SECRET_KEY=$(node -p 'require("node:crypto").randomBytes(32).toString("base64url")')
export SECRET_KEY
export SECRET_KEY_FILE='' SEED_DEMO=''
export SHELLY_CLOUD_URL='https://shelly-42-eu.shelly.cloud'
export ALLOGGIATI_URL='https://alloggiatiweb.poliziadistato.it/service/service.asmx'
# Nothing may leave this machine: the Alloggiati jobs stay off.
export ALLOGGIATI_AUTO_SEND_MINUTES=0 ALLOGGIATI_RECEIPTS_HOURS=0
export MEDIA_DIR="$work/media"
export API_PORT=$api_port SHELL_PORT=$shell_port OWNER_PORT=$owner_port GUEST_PORT=$guest_port
export OWNER_REMOTE_URL="http://localhost:$owner_port/mf-manifest.json"
export GUEST_REMOTE_URL="http://localhost:$guest_port/mf-manifest.json"
unset API_URL PORT

# 1. Refusals.
if out=$(SHELLY_CLOUD_URL='http://127.0.0.1:8010' npm run --silent start:prod 2>&1); then
  fail 'start:prod started with SHELLY_CLOUD_URL at the simulator'
fi
grep -q '^  - SHELLY_CLOUD_URL=http://127.0.0.1:8010 points at a simulator' <<<"$out" ||
  fail "no clear message for the simulator URL: $out"
ok 'start:prod refuses SHELLY_CLOUD_URL at the simulator'
if out=$(DATABASE_URL='' npm run --silent start:prod 2>&1); then
  fail 'start:prod started without DATABASE_URL'
fi
grep -q '^  - DATABASE_URL is not set' <<<"$out" || fail "no clear message for DATABASE_URL: $out"
ok 'start:prod refuses a missing DATABASE_URL'

# 2. The production start.
sql "$admin_url" "CREATE DATABASE $database" >/dev/null
# What `npm run start:prod` runs, started without npm: npm exits on SIGTERM without passing it on
# (a process manager must do the same: README.md, Running in production).
node scripts/start-prod.mjs >"$log" 2>&1 &
launcher=$!
for _ in $(seq 1 240); do
  grep -q 'Soglia is running' "$log" && break
  kill -0 "$launcher" 2>/dev/null || fail 'start:prod stopped while starting'
  sleep 0.5
done
grep -q 'Soglia is running' "$log" || fail 'start:prod did not come up within 120 s'
ok 'start:prod is running'

status() { curl -s -o /dev/null -w '%{http_code}' "$@"; }
[ "$(status "$shell/api/health/ready")" = 200 ] || fail 'API not ready through the shell'
ok 'GET /api/health/ready through the shell: 200'
[ "$(status "$shell/login")" = 200 ] || fail 'the shell does not serve /login'
ok 'GET /login: 200'
for port in "$owner_port" "$guest_port"; do
  [ "$(status "http://127.0.0.1:$port/mf-manifest.json")" = 200 ] ||
    fail "no mf-manifest.json on port $port"
done
ok 'both remotes serve mf-manifest.json'
curl -s "$shell/config.json" | grep -q "$OWNER_REMOTE_URL" || fail '/config.json lacks OWNER_REMOTE_URL'
ok '/config.json names the remote URLs'
[ "$(sql "$database_url" 'SELECT count(*) FROM owners')" = 0 ] || fail 'the database holds owners'
ok 'no owner in the database (nothing seeded)'

# 3. create-owner (compiled where tsx is not installed), then a login through the shell.
npm run --silent create-owner -- --username smoke-host --password 'a smoke passphrase' ||
  fail 'create-owner failed'
ok 'npm run create-owner'
jar="$work/cookies"
curl -s -c "$jar" -o /dev/null "$shell/api/csrf/"
csrf=$(awk '/csrftoken/ {print $7}' "$jar")
login() {
  curl -s -b "$jar" -H "X-CSRFToken: $csrf" -H 'Content-Type: application/json' \
    -d "{\"username\": \"$1\", \"password\": \"$2\"}" "$shell/api/auth/login/"
}
key=$(login smoke-host 'a smoke passphrase' | sed -n 's/.*"key":"\([^"]*\)".*/\1/p')
[ -n "$key" ] || fail 'the new host cannot log in'
curl -s -H "Authorization: Token $key" "$shell/api/user_information/" | grep -q '"owner"' ||
  fail 'the token of the new host is not an owner'
ok 'the new host logs in through the shell'
login host soglia-demo | grep -q 'Unable to log in' || fail 'the demo owner logs in'
ok 'the demo owner does not exist'

# 4. SIGTERM.
kill -TERM "$launcher"
code=0
wait "$launcher" || code=$?
launcher=''
[ "$code" = 0 ] || fail "start:prod exited $code after SIGTERM"
ok 'SIGTERM: start:prod stopped everything and exited 0'
echo 'production smoke: every check passed'
