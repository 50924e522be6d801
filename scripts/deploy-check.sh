#!/usr/bin/env bash
# The deployment guide, run: every command of a ```sh block of docs/deploy.md is a line of this
# file (or of .ci/run: the npm install, build and prune; lint/deploy-guide.test.ts checks it), in
# the guide's order, followed by checks of what it did:
#   1. one machine: user, folders, checkout in /srv/soglia, PostgreSQL role and database, key,
#      settings, systemd unit (verified, enabled, started as systemd would), the first host, Caddy
#      in front (HTTPS from Caddy's own CA, HSTS, the remotes under /remotes/, readiness, a login,
#      failed logins counted per client address), a photo stored and served; coturn for the calls
#      (its configuration, Caddy's certificate on 5349, a relay with the API's credentials and
#      none with a wrong password);
#   2. a backup, a restore into a new database with the media folder and key of the backup (the
#      host logs in, the photo is served again byte for byte), an upgrade;
#   3. several machines: photos moved into a bucket (s3rver), Redis, a second API process from the
#      template unit, Caddy balancing over both with health checks (a stopped process is skipped),
#      the backup unit with the bucket, a restore into a new database and a new bucket.
# Runs as root on a throwaway machine (CI): it creates, and removes at the end, the soglia user,
# /srv/soglia, /etc/soglia, /var/lib/soglia, /var/backups/soglia*, the units, /etc/coturn,
# /etc/caddy/Caddyfile and /etc/turnserver.conf (the packages' files are put back) and the
# PostgreSQL role soglia with its databases; it refuses to start where any of them exists. Needs this checkout built and pruned (.ci/run), Node 24 in
# /opt/node24, caddy, rclone, rsync, coturn, Debian's PostgreSQL and Redis on 127.0.0.1:6379.
# Ports: 8000, 8001, 3000-3002, 3478, 5349 and UDP 49152-49999 (the guide's), 18080 and 18443
# (Caddy), 18900 (s3rver).
set -euo pipefail
shopt -s inherit_errexit
repo=$(cd "$(dirname "$0")/.." && pwd)
cd "$repo"
work=$(mktemp -d /tmp/soglia-deploy-check.XXXXXX)
# shellcheck source=scripts/deploy-check-lib.sh
. scripts/deploy-check-lib.sh
export XDG_DATA_HOME="$work/xdg-data" XDG_CONFIG_HOME="$work/xdg-config" RCLONE_CONFIG="$work/rclone.conf"
owned=''

stop_everything() {
  local code=$? name
  if [ "$code" != 0 ]; then
    echo "FAILED (exit $code): the output above says where" >&2
    print_logs
  fi
  for name in "${!unit_pids[@]}"; do kill -KILL -- "-${unit_pids[$name]}" 2>/dev/null || true; done
  stop_caddy
  exec 8>&-
  [ -n "$s3_pid" ] && { kill "$s3_pid" 2>/dev/null || true; }
  if [ -n "$owned" ]; then
    cd /
    rm -rf /srv/soglia /etc/soglia /var/lib/soglia /var/backups/soglia /var/backups/soglia-key \
      /etc/coturn
    rm -f /etc/systemd/system/soglia*.service /etc/systemd/system/soglia-backup.timer \
      /etc/systemd/system/soglia-turn-cert.timer /etc/systemd/system/*.wants/soglia*
    [ -f "$work/Caddyfile.package" ] && cp "$work/Caddyfile.package" /etc/caddy/Caddyfile
    [ -f "$work/turnserver.conf.package" ] && cp -p "$work/turnserver.conf.package" /etc/turnserver.conf
    runuser -u postgres -- psql -qtA -c "SELECT datname FROM pg_database d JOIN pg_roles r ON r.oid = d.datdba WHERE r.rolname = 'soglia'" 2>/dev/null |
      while read -r db; do runuser -u postgres -- dropdb --force "$db"; done
    runuser -u postgres -- psql -q -c 'DROP ROLE IF EXISTS soglia' 2>/dev/null || true
    userdel soglia 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap stop_everything EXIT

# --- What the machine must have, and must not have yet ------------------------------------------
[ "$(id -u)" = 0 ] || fail 'run as root, on a throwaway machine: the check installs Soglia as the guide does'
[ "$(/opt/node24/bin/node -p 'process.versions.node.split(".")[0]' 2>/dev/null)" = 24 ] ||
  fail 'no Node 24 in /opt/node24 (.ci/run installs it)'
for file in server/dist/main.js shell/dist owner-app/dist guest-app/dist; do
  [ -e "$file" ] || fail "$file is missing: npm run build first"
done
for tool in caddy rclone rsync turnserver turnutils_uclient openssl pg_dump pg_restore runuser setpriv \
  systemd-analyze; do
  command -v "$tool" >/dev/null || fail "$tool is not installed (.ci/run's system packages)"
done
for path in /srv/soglia /etc/soglia /var/lib/soglia /var/backups/soglia /etc/systemd/system/soglia.service /etc/coturn; do
  [ ! -e "$path" ] || fail "$path exists: this machine has a Soglia install, the check needs a machine without"
done
! id soglia >/dev/null 2>&1 || fail 'the user soglia exists: the check needs a machine without a Soglia install'
[ -z "$(runuser -u postgres -- psql -qtA -c "SELECT 1 FROM pg_roles WHERE rolname = 'soglia'")" ] ||
  fail 'PostgreSQL has a role soglia: the check needs a machine without a Soglia install'
for port in 8000 8001 3000 3001 3002 3478 5349 18080 18443 18900; do
  ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null || fail "port $port is taken"
done
owned=yes
# rclone cannot use a CA bundle from the environment with its own HTTP client (the check's
# bucket is plain HTTP anyway).
unset AWS_CA_BUNDLE
cp /etc/caddy/Caddyfile "$work/Caddyfile.package" 2>/dev/null || true
cp -p /etc/turnserver.conf "$work/turnserver.conf.package" 2>/dev/null || true

# --- Your values -----------------------------------------------------------------------------------
# The guide's, except the name (no public DNS here: Caddy's own CA) and the repository (this one).
DOMAIN=localhost:18443
TURN_HOST=localhost
SOGLIA_REPO=$repo
SOGLIA_VERSION=$(git rev-parse HEAD)

# --- One machine ----------------------------------------------------------------------------------
# apt-get and the Node 24 install ran in .ci/run.
export PATH="/opt/node24/bin:$PATH"
node -v
install_s3
(cd server && node -e "require('sharp')({ create: { width: 64, height: 48, channels: 3,
  background: '#2a9d8f' } }).png().toFile(process.argv[1])" "$work/photo.png")
useradd --system --user-group --home-dir /nonexistent --no-create-home --shell /usr/sbin/nologin soglia
install -d -m 0750 -o root -g soglia /etc/soglia
install -d -m 0750 -o soglia -g soglia /var/lib/soglia /var/lib/soglia/media
git clone "$SOGLIA_REPO" /srv/soglia
cd /srv/soglia
git checkout --detach "$SOGLIA_VERSION"
# npm ci, npm run build and npm prune ran in this checkout (.ci/run): their results, linked (the
# packages by a symbolic link: removing thousands of hard links takes long).
for path in "$repo"/node_modules "$repo"/*/node_modules; do
  ln -s "$path" "/srv/soglia/${path#"$repo"/}"
done
for built in server/dist shell/dist owner-app/dist guest-app/dist; do cp -al "$repo/$built" "/srv/soglia/$built"; done
ok 'user, folders, the checkout in /srv/soglia'

DB_PASSWORD=$(openssl rand -hex 24)
runuser -u postgres -- psql -v ON_ERROR_STOP=1 -c "CREATE ROLE soglia LOGIN PASSWORD '$DB_PASSWORD'"
runuser -u postgres -- createdb -O soglia soglia

install -m 0640 -o root -g soglia /dev/null /etc/soglia/secret.key
openssl rand -base64 32 > /etc/soglia/secret.key
install -d -m 0700 /var/backups/soglia-key
install -m 0600 /etc/soglia/secret.key /var/backups/soglia-key/secret.key
[ "$(stat -c '%U:%G %a' /etc/soglia/secret.key)" = 'root:soglia 640' ] || fail 'secret.key: owner or mode'

install -m 0640 -o root -g soglia /dev/null /etc/soglia/env
sed -e "s/soglia.example.com/$DOMAIN/" -e "s/DB_PASSWORD/$DB_PASSWORD/" docs/deploy/soglia.env > /etc/soglia/env
runuser -u soglia -- sh -c 'set -a; . /etc/soglia/env; exec /opt/node24/bin/node server/dist/check-config.js'
ok 'PostgreSQL role and database, the key (root:soglia 0640), the settings pass check-config'

install -m 0644 docs/deploy/soglia.service /etc/systemd/system/
systemd-analyze verify /etc/systemd/system/soglia.service
systemctl enable soglia.service
[ -L /etc/systemd/system/multi-user.target.wants/soglia.service ] || fail 'soglia.service not enabled'
start_unit soglia
wait_soglia
curl -fsS --retry 60 --retry-delay 1 --retry-connrefused http://127.0.0.1:8000/api/health/ready
echo
curl -fsS --retry 30 --retry-delay 1 --retry-connrefused http://127.0.0.1:3000/health
echo
[ "$(ps -o user= -p "${unit_pids[soglia]}")" = soglia ] || fail 'soglia.service does not run as soglia'
# stop_unit stops as KillMode=mixed does.
[ "$(unit_values /etc/systemd/system/soglia.service KillMode '')" = mixed ] || fail 'soglia.service lacks KillMode=mixed'
ok 'soglia.service: verified, enabled, started as user soglia, ready'

out=$(runuser -u soglia -- sh -c 'set -a; . /etc/soglia/env; exec /opt/node24/bin/node server/dist/create-owner.js --username maria')
password=$(sed -n 's/^Generated password: //p' <<<"$out")
[ -n "$password" ] || fail "create-owner printed no password: $out"
ok 'the first host (create-owner)'

sed "s/soglia.example.com/$DOMAIN/" docs/deploy/Caddyfile > /etc/caddy/Caddyfile
caddy validate --config /etc/caddy/Caddyfile
start_caddy
curl -fsS "https://$DOMAIN/api/health/ready"
echo
curl -fsSI "https://$DOMAIN/login"
for path in /login /api/health/ready; do
  grep -qi '^strict-transport-security: max-age=31536000' <<<"$(curl -fsSI "https://$DOMAIN$path")" ||
    fail "no HSTS header on $path"
done
[ "$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' http://localhost:18080/login)" = '308 https://localhost/login' ] ||
  fail 'plain HTTP is not sent to HTTPS'
ok "Caddy: HTTPS (Caddy's CA), HSTS, HTTP sent to HTTPS, the API ready through it"
remote="https://$DOMAIN/remotes/owner/mf-manifest.json"
grep -qF "$remote" <<<"$(curl -fsS "https://$DOMAIN/config.json")" || fail '/config.json does not name the owner remote'
entry=$(curl -fsS "$remote" | node -p 'JSON.parse(require("fs").readFileSync(0, "utf8")).metaData.remoteEntry.name')
curl -fsS -o /dev/null "https://$DOMAIN/remotes/owner/$entry" || fail "no remotes/owner/$entry"
curl -fsS -o /dev/null "https://$DOMAIN/remotes/guest/mf-manifest.json" || fail 'no guest manifest'
ok 'the remotes under /remotes/owner/ and /remotes/guest/, as /config.json names them'

sign_in maria "$password"
grep -q '"owner"' <<<"$(call GET /api/user_information/)" || fail 'maria is not a host'
for _ in $(seq 1 15); do
  [[ $(login maria wrong-password 127.0.0.2) == *throttled* ]] && break
done
[[ $(login maria wrong-password 127.0.0.2) == *throttled* ]] || fail 'failed logins from 127.0.0.2 are never throttled'
login maria "$password" 127.0.0.3 | json key >/dev/null ||
  fail 'a lockout of 127.0.0.2 locked 127.0.0.3 out too: the API does not see client addresses'
ok 'maria logs in through Caddy; failed logins are counted per client address'
sign_in maria "$password"
photo=$(store_photo Anna)
sum=$(photo_sum "$photo")
ok "a document photo stored and served ($photo)"

# --- Calls: coturn -------------------------------------------------------------------------------
TURN_SECRET=$(openssl rand -hex 32)
install -m 0640 -o root -g turnserver /dev/null /etc/turnserver.conf
sed -e "s/soglia.example.com/$TURN_HOST/" -e "s/TURN_SECRET/$TURN_SECRET/" docs/deploy/turnserver.conf > /etc/turnserver.conf
install -d -m 0750 -o root -g turnserver /etc/coturn
install -m 0644 docs/deploy/soglia-turn-cert.service docs/deploy/soglia-turn-cert.timer /etc/systemd/system/
systemd-analyze verify /etc/systemd/system/soglia-turn-cert.timer
systemctl enable soglia-turn-cert.timer
[ -L /etc/systemd/system/timers.target.wants/soglia-turn-cert.timer ] || fail 'soglia-turn-cert.timer not enabled'
# Caddy's storage is the check's own folder: the only change to the guide's unit.
sed -i "/^\[Service\]/a Environment=CADDY_DATA=$XDG_DATA_HOME/caddy" /etc/systemd/system/soglia-turn-cert.service
start_unit soglia-turn-cert
CADDY_DATA="$XDG_DATA_HOME/caddy" sh docs/deploy/turn-cert.sh
[ "$(stat -c '%U:%G %a' /etc/coturn/key.pem)" = 'root:turnserver 640' ] || fail '/etc/coturn/key.pem: owner or mode'
cmp -s /etc/coturn/cert.pem "$XDG_DATA_HOME/caddy/certificates/local/localhost/localhost.crt" ||
  fail "/etc/coturn/cert.pem is not Caddy's certificate of localhost"
start_unit coturn
ok "coturn: the guide's configuration, Caddy's certificate copied for it (key root:turnserver 0640)"

stop_unit soglia
cat >> /etc/soglia/env <<EOF
ICE_STUN_URLS=stun:$TURN_HOST:3478
ICE_TURN_URLS=turn:$TURN_HOST:3478?transport=udp,turn:$TURN_HOST:3478?transport=tcp,turns:$TURN_HOST:5349?transport=tcp
TURN_SECRET=$TURN_SECRET
EOF
runuser -u soglia -- sh -c 'set -a; . /etc/soglia/env; exec /opt/node24/bin/node server/dist/check-config.js'
start_unit soglia
wait_soglia
# The peer is this machine's own address, which the relay refuses (as it refuses private
# networks): the client exits non-zero for that, after the allocation checked here.
relayed=''
for _ in $(seq 1 20); do
  out=$(turnutils_uclient -v -W "$TURN_SECRET" -n 1 -m 1 -e 127.0.0.1 "$TURN_HOST" 2>&1 || true)
  grep -q 'Received relay addr' <<<"$out" && { relayed=yes; break; }
  running "${unit_pids[coturn]}" || fail 'coturn stopped'
  sleep 0.5
done
[ -n "$relayed" ] || fail "coturn gave no relay for credentials of TURN_SECRET: $out"
tls=$(SSL_CERT_FILE=$CURL_CA_BUNDLE openssl s_client -brief -verify_return_error -connect "$TURN_HOST:5349" </dev/null 2>&1) ||
  fail "coturn's TLS port: $tls"
grep -q 'Verification: OK' <<<"$tls" || fail "coturn's TLS port does not show Caddy's certificate: $tls"
ok "coturn relays for credentials of TURN_SECRET; 5349 shows Caddy's certificate"

sign_in maria "$password"
ice=$(call GET /api/identification/ice-servers/)
grep -qF "turns:$TURN_HOST:5349?transport=tcp" <<<"$ice" || fail "the API names no turns: URL: $ice"
turn_user=$(node -p 'JSON.parse(process.argv[1]).ice_servers.find((s) => s.username).username' "$ice")
turn_password=$(node -p 'JSON.parse(process.argv[1]).ice_servers.find((s) => s.username).credential' "$ice")
out=$(turnutils_uclient -v -u "$turn_user" -w "$turn_password" -n 1 -m 1 -e 127.0.0.1 "$TURN_HOST" 2>&1 || true)
grep -q 'Received relay addr' <<<"$out" || fail "coturn gave no relay for the API's credentials: $out"
out=$(turnutils_uclient -v -u "$turn_user" -w wrong-password -n 1 -m 1 -e 127.0.0.1 "$TURN_HOST" 2>&1 || true)
! grep -q 'Received relay addr' <<<"$out" || fail 'coturn relayed for a wrong password'
ok "the API's ICE servers: coturn relays for their credentials, not for a wrong password"

# --- Backups -----------------------------------------------------------------------------------
install -m 0644 docs/deploy/soglia-backup.service docs/deploy/soglia-backup.timer /etc/systemd/system/
systemd-analyze verify /etc/systemd/system/soglia-backup.timer
systemctl enable soglia-backup.timer
sh docs/deploy/backup.sh
ls -l /var/backups/soglia/latest/
[ -s /var/backups/soglia/latest/soglia.dump ] && [ -n "$(ls /var/backups/soglia/latest/media/guests)" ] ||
  fail 'the backup lacks the dump or the photos'
ok 'backup: timer verified and enabled, database and photos in /var/backups/soglia/latest'

# Lost: the key and the photos (the database stays, as the guide restores into a new one).
stop_unit soglia
rm -f /etc/soglia/secret.key
rm -rf /var/lib/soglia/media/guests
restore_database() {
  install -m 0640 -o root -g soglia /var/backups/soglia-key/secret.key /etc/soglia/secret.key
  RESTORED_DB=soglia_$(date -u +%Y%m%d%H%M%S)
  runuser -u postgres -- createdb -O soglia "$RESTORED_DB"
  runuser -u postgres -- pg_restore --no-owner --role=soglia --exit-on-error --single-transaction -d "$RESTORED_DB" < /var/backups/soglia/latest/soglia.dump
  sed -i "s#^\(DATABASE_URL=.*/\)[^/]*\$#\1$RESTORED_DB#" /etc/soglia/env
  grep -q "^DATABASE_URL=.*/$RESTORED_DB\$" /etc/soglia/env || fail 'DATABASE_URL does not name the new database'
}
restore_database
rsync -a --delete /var/backups/soglia/latest/media/ /var/lib/soglia/media/
chown -R soglia:soglia /var/lib/soglia/media
start_unit soglia
wait_soglia
curl -fsS --retry 60 --retry-delay 1 --retry-connrefused "https://$DOMAIN/api/health/ready"
echo
sign_in maria "$password"
[ "$(photo_sum "$photo")" = "$sum" ] || fail 'the restored photo differs'
ok "restore into $RESTORED_DB: maria logs in, the photo is served byte for byte"

# --- Upgrades ------------------------------------------------------------------------------------
cd /srv/soglia
SOGLIA_VERSION=$(git -C "$repo" rev-parse HEAD)
stop_unit soglia
sh docs/deploy/backup.sh
git fetch --tags origin
git checkout --detach "$SOGLIA_VERSION"
start_unit soglia
wait_soglia
curl -fsS --retry 60 --retry-delay 1 --retry-connrefused "https://$DOMAIN/api/health/ready"
echo
ok 'upgrade: stop, backup, fetch, checkout, start, ready'

# --- Several machines ----------------------------------------------------------------------------
# The bucket is s3rver's; Redis is this machine's (a database of its own).
S3_BUCKET=soglia-photos
S3_PREFIX=soglia
S3_ENDPOINT=http://127.0.0.1:18900
S3_REGION=us-east-1
S3_FORCE_PATH_STYLE=true
S3_ACCESS_KEY_ID=S3RVER
S3_SECRET_ACCESS_KEY=S3RVER
REDIS_URL=redis://127.0.0.1:6379/14
start_s3 "$S3_BUCKET" 18900
ok 's3rver from a temp install, bucket soglia-photos'

rclone config create soglia-media s3 provider Other endpoint "$S3_ENDPOINT" region "$S3_REGION" force_path_style "$S3_FORCE_PATH_STYLE" access_key_id "$S3_ACCESS_KEY_ID" secret_access_key "$S3_SECRET_ACCESS_KEY"
stop_unit soglia
rclone copy /var/lib/soglia/media/guests "soglia-media:$S3_BUCKET/$S3_PREFIX/guests"
sed -i 's/^MEDIA_STORE=local$/MEDIA_STORE=s3/' /etc/soglia/env
sed -i 's/^TRUST_PROXY=.*/TRUST_PROXY=loopback,10.0.0.11/' /etc/soglia/env
cat >> /etc/soglia/env <<EOF
S3_BUCKET=$S3_BUCKET
S3_PREFIX=$S3_PREFIX
S3_ENDPOINT=$S3_ENDPOINT
S3_REGION=$S3_REGION
S3_FORCE_PATH_STYLE=$S3_FORCE_PATH_STYLE
S3_ACCESS_KEY_ID=$S3_ACCESS_KEY_ID
S3_SECRET_ACCESS_KEY=$S3_SECRET_ACCESS_KEY
REDIS_URL=$REDIS_URL
EOF
runuser -u soglia -- sh -c 'set -a; . /etc/soglia/env; exec /opt/node24/bin/node server/dist/check-config.js'
start_unit soglia
wait_soglia
curl -fsS --retry 60 --retry-delay 1 --retry-connrefused "https://$DOMAIN/api/health/ready"
echo
sign_in maria "$password"
[ "$(photo_sum "$photo")" = "$sum" ] || fail 'the photo moved into the bucket is not served'
ok 'photos moved into the bucket, MEDIA_STORE=s3 and Redis: the photo is served from the bucket'

install -m 0644 docs/deploy/soglia-api@.service /etc/systemd/system/
systemd-analyze verify /etc/systemd/system/soglia-api@8000.service
systemctl enable soglia-api@8000.service
# The further machine is a second process here, on port 8001.
start_unit soglia-api@8001
wait_ready http://127.0.0.1:8001/api/health/ready soglia-api@8001
curl -fsS --retry 60 --retry-delay 1 --retry-connrefused http://127.0.0.1:8000/api/health/ready
echo
ok 'soglia-api@.service: verified, enabled, a second API process ready'

sed "s/soglia.example.com/$DOMAIN/" docs/deploy/Caddyfile.several > /etc/caddy/Caddyfile
# The further machine's address: the only change to the guide's file.
sed -i 's/10\.0\.0\.12:8000/127.0.0.1:8001/' /etc/caddy/Caddyfile
caddy validate --config /etc/caddy/Caddyfile
restart_caddy
sign_in maria "$password"
second=$(store_photo Bruno)
second_sum=$(photo_sum "$second")
for base in http://127.0.0.1:8000 http://127.0.0.1:8001; do
  [ "$(photo_sum "$photo" "$base")" = "$sum" ] && [ "$(photo_sum "$second" "$base")" = "$second_sum" ] ||
    fail "$base does not serve both photos"
done
answered() { grep -c 'GET /api/user_information/ 200' "$work/$1.log" || true; }
before=$(answered soglia-api@8001)
for _ in $(seq 1 8); do call GET /api/user_information/ >/dev/null; done
[ "$(answered soglia-api@8001)" -gt "$before" ] || fail 'Caddy sent nothing to the second process'
ok 'Caddy balances over both processes; each serves both photos (one bucket)'
stop_unit soglia-api@8001
for _ in $(seq 1 8); do call GET /api/user_information/ >/dev/null || fail 'a request failed with one process stopped'; done
[ "$(photo_sum "$second")" = "$second_sum" ] || fail 'the photo is not served with one process stopped'
ok 'one process stopped: Caddy sends everything to the other'

# The backup unit, as its timer starts it, with photos in the bucket.
start_unit soglia-backup
[ "$(ls /var/backups/soglia/latest/media/guests | wc -l)" = 2 ] || fail 'the bucket backup lacks photos'
ok 'soglia-backup.service: database and the bucket (rclone sync)'
stop_unit soglia
restore_database
RESTORED_BUCKET=soglia-photos-$(date -u +%Y%m%d%H%M%S)
rclone mkdir "soglia-media:$RESTORED_BUCKET"
rclone sync /var/backups/soglia/latest/media "soglia-media:$RESTORED_BUCKET/$S3_PREFIX"
sed -i "s/^S3_BUCKET=.*/S3_BUCKET=$RESTORED_BUCKET/" /etc/soglia/env
start_unit soglia
start_unit soglia-api@8001
wait_soglia
wait_ready http://127.0.0.1:8001/api/health/ready soglia-api@8001
sign_in maria "$password"
for base in http://127.0.0.1:8000 http://127.0.0.1:8001; do
  [ "$(photo_sum "$photo" "$base")" = "$sum" ] && [ "$(photo_sum "$second" "$base")" = "$second_sum" ] ||
    fail "$base does not serve the restored photos"
done
ok "restore into $RESTORED_DB and bucket $RESTORED_BUCKET: both processes serve both photos"
stop_unit soglia-api@8001
stop_unit soglia
stop_unit coturn 143
stop_caddy
echo "deployment guide: every check passed (${SECONDS} s)"
