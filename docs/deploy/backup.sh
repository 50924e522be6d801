#!/bin/sh
# Soglia's backup (docs/deploy.md, Backups): the database and the document photos into
# /var/backups/soglia/<UTC time>/, the newest also reachable as /var/backups/soglia/latest; keeps
# the newest 7. Run as root by soglia-backup.service (every night: soglia-backup.timer) or by hand.
# The encryption key is not copied here: it is backed up once, apart from the dumps.
set -eu
umask 077
set -a
. /etc/soglia/env
set +a
backups=/var/backups/soglia
dest="$backups/$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$dest"

# The database in pg_dump's own format (compressed; pg_restore reads it).
pg_dump -Fc -f "$dest/soglia.dump" "$DATABASE_URL"
# The photos: the bucket's prefix through rclone's remote soglia-media, or the folder.
if [ "$MEDIA_STORE" = s3 ]; then
	rclone sync "soglia-media:$S3_BUCKET/${S3_PREFIX:-}" "$dest/media"
else
	rsync -a "$MEDIA_DIR/" "$dest/media/"
fi

ln -sfn "$dest" "$backups/latest"
# Photos leave the server 24 hours after check-out; a backup keeps them as long as it is kept.
ls -1d "$backups"/2* | head -n -7 | xargs -r rm -rf
echo "backup: $dest"
