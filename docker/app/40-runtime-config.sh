#!/bin/sh
# Runs before nginx starts (official image hook): writes the app's runtime config from the
# environment, so the same image points at the fake or at a real backend.
set -eu
cat > /usr/share/nginx/html/config.json <<JSON
{
  "lotteryApiBaseUrl": "${LOTTERY_API_BASE_URL}",
  "cmsBaseUrl": "${CMS_BASE_URL}",
  "cmsMediaBaseUrl": "${CMS_MEDIA_BASE_URL}"
}
JSON
echo "runtime config: lottery ${LOTTERY_API_BASE_URL}, cms ${CMS_BASE_URL}"
