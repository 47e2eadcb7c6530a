#!/bin/sh
# Runs before nginx starts (official image hook): writes the app's runtime config and the
# security headers' origins from the environment, so the same image points at the fake or at a
# real backend and its Content-Security-Policy allows exactly those addresses.
set -eu
cat > /usr/share/nginx/html/config.json <<JSON
{
  "lotteryApiBaseUrl": "${LOTTERY_API_BASE_URL}",
  "cmsBaseUrl": "${CMS_BASE_URL}",
  "cmsMediaBaseUrl": "${CMS_MEDIA_BASE_URL}"
}
JSON
# A precompressed copy of the old config.json would win over the new file (gzip_static).
rm -f /usr/share/nginx/html/config.json.gz /usr/share/nginx/html/config.json.br

# scheme://host[:port] of a url, as scripts/serving/security-headers.ts originOf does.
origin() { printf '%s' "$1" | sed -E 's#^([a-zA-Z][a-zA-Z0-9+.-]*://[^/?#]+).*#\1#'; }
CONNECT_ORIGINS="$(origin "$LOTTERY_API_BASE_URL") $(origin "$CMS_BASE_URL") $(origin "$CMS_MEDIA_BASE_URL")"
IMG_ORIGINS="$(origin "$CMS_MEDIA_BASE_URL")"
PAYMENT_ORIGINS="${CARD_PAYMENT_ORIGINS:-$(origin "$LOTTERY_API_BASE_URL")}"
export CONNECT_ORIGINS IMG_ORIGINS PAYMENT_ORIGINS
# The template is written at build time from the same header list `vite preview` sends.
envsubst '$CONNECT_ORIGINS $IMG_ORIGINS $PAYMENT_ORIGINS' \
  < /etc/nginx/lottery/security-headers.conf.template \
  > /etc/nginx/lottery/security-headers.conf

# index.html's preconnect to the backend (scripts/serving/preconnect.ts writes the same value for
# `vite preview`): calls are anonymous CORS fetches, pictures plain images; relative addresses
# (the app's own origin) need none, and each link is sent once.
PRECONNECT=""
add_preconnect() {
  case "$1" in *://*) ;; *) return 0 ;; esac
  link="<$(origin "$1")>; $2"
  case ", $PRECONNECT," in *", $link,"*) return 0 ;; esac
  PRECONNECT="${PRECONNECT:+$PRECONNECT, }$link"
}
add_preconnect "$LOTTERY_API_BASE_URL" "rel=preconnect; crossorigin"
add_preconnect "$CMS_BASE_URL" "rel=preconnect; crossorigin"
add_preconnect "$CMS_MEDIA_BASE_URL" "rel=preconnect"
if [ -n "$PRECONNECT" ]; then
  printf 'add_header Link "%s" always;\n' "$PRECONNECT" > /etc/nginx/lottery/preconnect.conf
else
  : > /etc/nginx/lottery/preconnect.conf
fi

# HTTP/2 over TLS when the container is given a certificate: TLS_CERTIFICATE and
# TLS_CERTIFICATE_KEY, paths inside the container (a mounted secret). Without them the image
# serves plain HTTP on 80 behind a proxy that terminates TLS.
TLS_CONF=/etc/nginx/conf.d/tls.conf
if [ -n "${TLS_CERTIFICATE:-}" ] && [ -n "${TLS_CERTIFICATE_KEY:-}" ]; then
  # `http2 on;` from nginx 1.26 (the image has 1.27); older ones say `listen ... http2`.
  # shellcheck disable=SC2046 # the version's two numbers, split into $1 and $2
  set -- $("${NGINX:-nginx}" -v 2>&1 | sed -E 's#.*nginx/([0-9]+)\.([0-9]+).*#\1 \2#')
  if [ "$1" -gt 1 ] || [ "$2" -ge 26 ]; then LISTEN=""; HTTP2="http2 on;"; else LISTEN=" http2"; HTTP2=""; fi
  cat > "$TLS_CONF" <<CONF
server {
  listen 443 ssl${LISTEN};
  ${HTTP2}
  server_name _;
  ssl_certificate ${TLS_CERTIFICATE};
  ssl_certificate_key ${TLS_CERTIFICATE_KEY};
  include /etc/nginx/lottery/app-locations.conf;
}
CONF
else
  rm -f "$TLS_CONF"
fi
echo "runtime config: lottery ${LOTTERY_API_BASE_URL}, cms ${CMS_BASE_URL}, payment ${PAYMENT_ORIGINS}"
