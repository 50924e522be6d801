# shellcheck shell=bash disable=SC2154,SC2034
# Helpers of scripts/deploy-check.sh (sourced after it has set $work): what that machine lacks to
# run the deployment guide as written (systemd, a public name, a bucket), and the HTTP calls that
# check the result.
# Everything runs from the check's temp folder `$work` and is stopped by `stop_everything`.

ok() { printf 'ok - %s (%ss)\n' "$1" "$SECONDS"; }
fail() {
  printf 'FAILED - %s\n' "$1" >&2
  exit 1
}
# At a failed end: the last lines of each process's log.
print_logs() {
  for log in "$work"/*.log; do
    [ -s "$log" ] || continue
    printf -- '--- %s (last 25 lines) ---\n' "${log##*/}" >&2
    tail -n 25 "$log" >&2
  done
}

# --- systemd, which has no PID 1 here -----------------------------------------------------------
# A unit's ExecStart started as systemd starts it: as its User and Group, in its WorkingDirectory,
# with a clean environment of Environment= then EnvironmentFile= (the file wins, as in systemd),
# in a session of its own. Stopping sends SIGTERM to the main process only (KillMode=mixed), waits
# TimeoutStopSec, and wants exit code 0 and no process left behind.
declare -A unit_pids=()

# Ours in /etc/systemd/system; a Debian package's (coturn) in /lib/systemd/system.
unit_file() {
  if [[ $1 == *@* ]]; then echo "/etc/systemd/system/${1%%@*}@.service"
  elif [ -f "/etc/systemd/system/$1.service" ] || [ ! -f "/lib/systemd/system/$1.service" ]; then
    echo "/etc/systemd/system/$1.service"
  else echo "/lib/systemd/system/$1.service"; fi
}

# unit_values FILE KEY INSTANCE: every value of KEY in [Service], with %i replaced.
unit_values() {
  awk -v key="$2" -v instance="$3" '
    /^\[/ { service = ($0 == "[Service]") }
    service && index($0, key "=") == 1 { value = substr($0, length(key) + 2); gsub(/%i/, instance, value); print value }
  ' "$1"
}

start_unit() {
  local name=$1 instance='' file line entry
  [[ $name == *@* ]] && instance=${name#*@}
  file=$(unit_file "$name")
  [ -f "$file" ] || fail "start_unit: $file is not installed"
  local user group dir exec type
  user=$(unit_values "$file" User "$instance")
  group=$(unit_values "$file" Group "$instance")
  dir=$(unit_values "$file" WorkingDirectory "$instance")
  exec=$(unit_values "$file" ExecStart "$instance")
  type=$(unit_values "$file" Type "$instance")
  local -a vars=(PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8)
  if [ -n "$user" ]; then
    vars+=("USER=$user" "LOGNAME=$user" "HOME=$(getent passwd "$user" | cut -d: -f6)")
  else
    vars+=(USER=root LOGNAME=root HOME=/root)
  fi
  # The check keeps rclone's configuration in its temp folder, not in /root/.config.
  vars+=("RCLONE_CONFIG=$RCLONE_CONFIG")
  while IFS= read -r line; do
    read -ra entry <<<"$line"
    vars+=("${entry[@]}")
  done < <(unit_values "$file" Environment "$instance")
  while IFS= read -r line; do
    [ -f "${line#-}" ] || { [[ $line == -* ]] && continue; fail "$name: no $line"; }
    while IFS= read -r entry; do
      [[ -z $entry || $entry == \#* ]] || vars+=("$entry")
    done <"${line#-}"
  done < <(unit_values "$file" EnvironmentFile "$instance")
  local -a command as=()
  read -ra command <<<"$exec"
  [ -n "$user" ] && as=(setpriv "--reuid=$user" "--regid=${group:-$user}" --init-groups)
  if [ "$type" = oneshot ]; then
    (cd "${dir:-/}" && "${as[@]}" env -i "${vars[@]}" "${command[@]}") >>"$work/$name.log" 2>&1 ||
      fail "$name exited $?"
    return
  fi
  (cd "${dir:-/}" && exec setsid "${as[@]}" env -i "${vars[@]}" "${command[@]}") >>"$work/$name.log" 2>&1 &
  unit_pids[$name]=$!
}

running() { [ -e "/proc/$1" ] && [ "$(awk '{print $3}' "/proc/$1/stat" 2>/dev/null)" != Z ]; }

# stop_unit NAME [CODE]: CODE is one more exit code to take as a clean stop (143 for a process that
# ends by SIGTERM's default action, as coturn does: systemd counts that as clean too).
stop_unit() {
  local name=$1 pid=${unit_pids[$1]:-} code=0 timeout clean=${2:-0}
  [ -n "$pid" ] || fail "stop_unit: $name is not running"
  timeout=$(unit_values "$(unit_file "$name")" TimeoutStopSec '')
  kill -TERM "$pid"
  for _ in $(seq 1 $((${timeout:-90} * 4))); do running "$pid" || break; sleep 0.25; done
  running "$pid" && kill -KILL -- "-$pid"
  wait "$pid" || code=$?
  unset "unit_pids[$name]"
  if pgrep -g "$pid" >/dev/null; then
    kill -KILL -- "-$pid" 2>/dev/null || true
    fail "$name left processes behind after SIGTERM"
  fi
  [ "$code" = 0 ] || [ "$code" = "$clean" ] || fail "$name exited $code after SIGTERM"
}

# Waits until URL answers 200 while unit NAME runs (so a unit that dies fails at once).
wait_ready() {
  local url=$1 name=$2
  for _ in $(seq 1 240); do
    [ "$(curl -s -o /dev/null -w '%{http_code}' "$url")" = 200 ] && return 0
    running "${unit_pids[$name]}" || fail "$name stopped while starting"
    sleep 0.5
  done
  fail "$url did not answer 200 within 120 s"
}

# The launcher's four processes answer (the API first, then the others).
wait_soglia() {
  wait_ready http://127.0.0.1:8000/api/health/ready soglia
  wait_ready http://127.0.0.1:3000/health soglia
  wait_ready http://127.0.0.1:3001/mf-manifest.json soglia
  wait_ready http://127.0.0.1:3002/mf-manifest.json soglia
}

# --- Caddy, with the check's own ports, storage and CA -----------------------------------------
# The guide's /etc/caddy/Caddyfile, imported by a file that only adds global options: no admin
# endpoint, HTTP and HTTPS on 18080 and 18443 (DOMAIN is localhost:18443), and no change to the
# machine's trust store. Caddy gives localhost a certificate from its own CA, which curl trusts
# through CURL_CA_BUNDLE.
caddy_pid=''
start_caddy() {
  cat >"$work/Caddyfile.check" <<'EOF'
{
	admin off
	skip_install_trust
	http_port 18080
	https_port 18443
}
import /etc/caddy/Caddyfile
EOF
  (exec setsid caddy run --adapter caddyfile --config "$work/Caddyfile.check") >>"$work/caddy.log" 2>&1 &
  caddy_pid=$!
  local root="$XDG_DATA_HOME/caddy/pki/authorities/local/root.crt"
  for _ in $(seq 1 60); do
    [ -f "$root" ] && curl -s -o /dev/null --cacert "$root" "https://$DOMAIN/" && break
    running "$caddy_pid" || fail 'caddy stopped while starting'
    sleep 0.5
  done
  export CURL_CA_BUNDLE="$root"
}
stop_caddy() {
  [ -n "$caddy_pid" ] || return 0
  kill -TERM "$caddy_pid" 2>/dev/null || true
  wait "$caddy_pid" 2>/dev/null || true
  caddy_pid=''
}
restart_caddy() { stop_caddy && start_caddy; }

# --- An S3 server: s3rver, as in the tests --------------------------------------------------------
# A devDependency, gone after `npm prune --omit=dev`: installed into the temp folder from npm's
# cache (CI's `npm ci` filled it), the version the tests pin. The tests' own launcher runs it; it
# stops when the check's end closes its stdin (a fifo the check holds open).
s3_pid='' s3_install=''
install_s3() {
  local version
  version=$(node -p 'require("./server/package.json").devDependencies["@20minutes/s3rver"]')
  (cd "$work" && exec npm install --prefix "$work/s3rver" --no-save --no-audit --no-fund \
    --prefer-offline --loglevel=error "@20minutes/s3rver@$version") >"$work/s3rver-install.log" 2>&1 &
  s3_install=$!
}
# start_s3 BUCKET PORT, once install_s3 has run.
start_s3() {
  wait "$s3_install" || fail 'could not install s3rver'
  mkfifo "$work/s3.stdin"
  (NODE_PATH="$work/s3rver/node_modules" exec node --openssl-legacy-provider \
    server/test/s3-server.child.cjs "$work/s3-data" "$1" "$2" <"$work/s3.stdin") >"$work/s3rver.log" 2>&1 &
  s3_pid=$!
  exec 8>"$work/s3.stdin"
  for _ in $(seq 1 60); do grep -q '"port"' "$work/s3rver.log" && return 0; sleep 0.5; done
  fail 's3rver did not start'
}

# --- HTTP calls through Caddy -------------------------------------------------------------------
# json KEY: the value of KEY in the JSON object on stdin (fails when it is missing).
json() {
  node -e 'let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => {
    const value = JSON.parse(s)[process.argv[1]];
    if (value === undefined || value === null) { console.error(`no ${process.argv[1]} in ${s}`); process.exit(1); }
    console.log(value);
  })' "$1"
}

jar="$work/cookies"
csrf='' token=''
# login USER PASSWORD [ADDRESS]: the answer of POST /api/auth/login/, sent from ADDRESS (a
# loopback address other than 127.0.0.1: another client, as the API sees it).
login() {
  local -a from=()
  [ -n "${3:-}" ] && from=(-4 --interface "$3")
  curl -fsS -c "$jar" -o /dev/null "${from[@]}" "https://$DOMAIN/api/csrf/"
  csrf=$(awk '/csrftoken/ {print $7}' "$jar")
  curl -sS -b "$jar" -H "X-CSRFToken: $csrf" -H 'Content-Type: application/json' "${from[@]}" \
    -d "{\"username\": \"$1\", \"password\": \"$2\"}" "https://$DOMAIN/api/auth/login/"
}
sign_in() {
  token=$(login "$1" "$2" | json key) || fail "$1 cannot log in"
  csrf=$(awk '/csrftoken/ {print $7}' "$jar")
}
# call METHOD PATH [CURL OPTIONS]: an API call as the signed-in host.
call() {
  local method=$1 path=$2
  shift 2
  curl -fsS -X "$method" -b "$jar" -H "X-CSRFToken: $csrf" -H "Authorization: Token $token" "$@" \
    "https://$DOMAIN$path"
}
post_json() { call POST "$1" -H 'Content-Type: application/json' -d "$2"; }

# store_photo NAME: an apartment, a room, a stay and a guest with a document photo; prints the
# photo's path (GET it with the host's token).
store_photo() {
  local apartment room stay guest
  apartment=$(post_json /api/apartments/ \
    "{\"name\": \"Casa $1\", \"address\": \"Via Roma 1, Roma\", \"CIN\": \"IT058091C2CHECK001\"}" | json id)
  room=$(post_json /api/rooms/ "{\"name\": \"Camera $1\", \"apartment\": $apartment}" | json id)
  stay=$(post_json /api/register/checkin/ "{\"name\": \"$1\", \"surname\": \"Rossi\",
    \"source\": \"Booking\", \"guest_number\": 1, \"check_in_date\": \"$(date +%F)\",
    \"check_out_date\": \"$(date -d tomorrow +%F)\", \"check_in_time\": \"15:00\",
    \"check_out_time\": \"10:00\", \"password\": \"guest-password-1\",
    \"apartment\": $apartment, \"room\": $room}" | json id)
  guest=$(post_json /api/guests-registration/ "{\"checkin_profile\": $stay, \"first_name\": \"$1\",
    \"last_name\": \"Rossi\", \"date_of_birth\": \"1990-04-12\"}" | json id)
  call PUT "/api/guests-registration/$guest/" -F "document_photo=@$work/photo.png;type=image/png" |
    json document_photo
}
# photo_sum PATH [BASE URL]: the SHA-256 of the photo as served.
photo_sum() {
  curl -fsS -H "Authorization: Token $token" "${2:-https://$DOMAIN}$1" | sha256sum | cut -d' ' -f1
}
