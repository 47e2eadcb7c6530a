# The web app: built with vite, served by nginx. config.json is written from the environment
# at container start (docker/app/40-runtime-config.sh), so one image runs against any backend.
FROM node:24-alpine AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
  && node --import tsx scripts/serving/nginx-headers.ts > security-headers.conf.template

FROM nginx:1.27-alpine
COPY docker/app/nginx.conf /etc/nginx/conf.d/default.conf
COPY docker/app/app-locations.conf /etc/nginx/lottery/app-locations.conf
COPY docker/app/40-runtime-config.sh /docker-entrypoint.d/40-runtime-config.sh
RUN chmod +x /docker-entrypoint.d/40-runtime-config.sh
COPY --from=build /app/security-headers.conf.template /etc/nginx/lottery/security-headers.conf.template
COPY --from=build /app/dist /usr/share/nginx/html
ENV LOTTERY_API_BASE_URL=http://localhost:4000/lottery \
    CMS_BASE_URL=http://localhost:4000/cms/api \
    CMS_MEDIA_BASE_URL=http://localhost:4000/cms
# CARD_PAYMENT_ORIGINS (space-separated) names the card-payment page's origins for frame-src;
# unset, the lottery API's origin is used (where the bundled fake serves its card page).
# TLS_CERTIFICATE and TLS_CERTIFICATE_KEY (paths in the container) add HTTP/2 over TLS on 443.
EXPOSE 80 443
