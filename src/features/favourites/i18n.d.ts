// The favourites namespace is declared in src/entities/favourites/ui/i18n.d.ts (shared with play,
// tickets and the number checker); this feature is its list page.
export {};
