export type StoreId = 'googlePlay' | 'appStore';

export interface Store {
  /** Store page; null while the app is not published there (a "coming soon" dialog shows). */
  link: string | null;
  image: string;
  label: 'stores.googlePlay' | 'stores.appStore';
  soon: 'stores.googlePlaySoon' | 'stores.appStoreSoon';
}

/** The mobile apps are not in the stores yet: both show their coming-soon dialog. */
export const STORES: Record<StoreId, Store> = {
  googlePlay: {
    link: null,
    image: '/images/stores/google-play.svg',
    label: 'stores.googlePlay',
    soon: 'stores.googlePlaySoon',
  },
  appStore: {
    link: null,
    image: '/images/stores/app-store.svg',
    label: 'stores.appStore',
    soon: 'stores.appStoreSoon',
  },
};

/** The content page that shows the download buttons (section 2). */
export const APP_PAGE_URL = 'more/loto_app';

/** A content page whose url is the media centre also shows the news blocks. */
export const MEDIA_CENTRE_URL = 'media_center';

export const isPageUrl = (url: string | undefined, target: string): boolean =>
  (url ?? '').replace(/^\/+|\/+$/g, '') === target;
