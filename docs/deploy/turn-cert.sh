#!/bin/sh
# coturn's certificate for turns: (port 5349): Caddy's certificate of the name in realm= of
# /etc/turnserver.conf, copied where the turnserver user can read it (Caddy keeps its own files
# private). When it changed, a running coturn reloads it (SIGUSR2) without dropping calls.
# Run daily by soglia-turn-cert.timer, and once by hand (docs/deploy.md, Calls).
set -eu
caddy_data=${CADDY_DATA:-/var/lib/caddy/.local/share/caddy}
name=$(sed -n 's/^realm=//p' /etc/turnserver.conf)
# The newest, whichever authority issued it (Let's Encrypt, or ZeroSSL when it is down).
cert=$(find "$caddy_data/certificates" -name "$name.crt" -printf '%T@ %p\n' | sort -n | tail -n 1 | cut -d' ' -f2-)
[ -n "$cert" ] || { echo "no certificate of $name in $caddy_data: is Caddy serving it?" >&2; exit 1; }
if cmp -s "$cert" /etc/coturn/cert.pem; then exit 0; fi
install -m 0644 -o root -g root "$cert" /etc/coturn/cert.pem
install -m 0640 -o root -g turnserver "${cert%.crt}.key" /etc/coturn/key.pem
echo "coturn's certificate is now $cert"
if [ -d /run/systemd/system ] && systemctl -q is-active coturn.service; then
  systemctl kill --signal=SIGUSR2 coturn.service
fi
