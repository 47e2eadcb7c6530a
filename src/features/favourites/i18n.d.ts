// The favourites namespace is declared in src/components/favourites/i18n.d.ts (shared with play,
// tickets and the number checker); this feature is its list page.
export {};
