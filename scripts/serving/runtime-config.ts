/** config.json's fields (src/lib/config.ts), as the servers write them from the environment. */
export interface RuntimeConfigJson {
  lotteryApiBaseUrl: string;
  cmsBaseUrl: string;
  cmsMediaBaseUrl: string;
}

/**
 * The same variables the nginx image reads (docker/app/40-runtime-config.sh); null when
 * LOTTERY_API_BASE_URL is not set, so `vite preview` serves the built config.json.
 */
export function runtimeConfigFromEnv(
  env: Record<string, string | undefined>,
): RuntimeConfigJson | null {
  const api = env.LOTTERY_API_BASE_URL;
  if (!api) return null;
  const origin = new URL(api).origin;
  return {
    lotteryApiBaseUrl: api,
    cmsBaseUrl: env.CMS_BASE_URL ?? `${origin}/cms/api`,
    cmsMediaBaseUrl: env.CMS_MEDIA_BASE_URL ?? `${origin}/cms`,
  };
}
