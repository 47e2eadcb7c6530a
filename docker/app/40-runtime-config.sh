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
echo "runtime config: lottery ${LOTTERY_API_BASE_URL}, cms ${CMS_BASE_URL}, payment ${PAYMENT_ORIGINS}"
