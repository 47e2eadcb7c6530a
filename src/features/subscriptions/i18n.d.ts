// The subscriptions namespace is declared in src/entities/subscriptions/ui/i18n.d.ts (shared with
// play, cart and tickets); this feature holds its pages.
export {};
