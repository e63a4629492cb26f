#!/bin/sh
# The proxy image's entrypoint: renders /etc/nginx/templates/*.template into /etc/nginx/conf.d/*.conf
# as the official nginx image does, substituting only the variables a template names (nginx's own
# $variables stay), and refuses to start when one of them is unset. Then runs the command (nginx).
set -eu
# The import's body limit follows the API's file limit (IMPORT_FILE_MB, default 200), plus 1 MiB for the
# form around the file, so that a file over the limit reaches the API, which answers 413 naming it.
# tooling/proxy-smoke/nginx.mjs derives it the same way.
IMPORT_FILE_MB=${IMPORT_FILE_MB:-200}
case "$IMPORT_FILE_MB" in
  ''|*[!0-9]*) echo "IMPORT_FILE_MB must be a whole number of MiB, not '$IMPORT_FILE_MB'" >&2; exit 1 ;;
esac
IMPORT_BODY_MB=$((IMPORT_FILE_MB + 1))
export IMPORT_FILE_MB IMPORT_BODY_MB
for template in /etc/nginx/templates/*.template; do
  names=$(grep -o '\${[A-Z][A-Z0-9_]*}' "$template" | tr -d '${}' | sort -u)
  for name in $names; do
    eval "value=\${$name:-}"
    if [ -z "$value" ]; then
      echo "$template: environment variable $name is not set" >&2
      exit 1
    fi
  done
  envsubst "$(printf '${%s} ' $names)" < "$template" > "/etc/nginx/conf.d/$(basename "$template" .template)"
done
exec "$@"
