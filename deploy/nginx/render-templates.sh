#!/bin/sh
# The proxy image's entrypoint: renders /etc/nginx/templates/*.template into /etc/nginx/conf.d/*.conf
# as the official nginx image does, substituting only the variables a template names (nginx's own
# $variables stay), and refuses to start when one of them is unset. Then runs the command (nginx).
set -eu
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
