/** The generic dialog's default "ok" illustration (decorative). */
export function OkIllustration({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 200 200" aria-hidden="true" focusable="false">
      <circle cx="100" cy="100" r="92" fill="#ffe5e7" />
      <circle cx="100" cy="100" r="64" fill="#cf000c" />
      <path
        d="M70 102l20 20 42-44"
        fill="none"
        stroke="#fff"
        strokeWidth="14"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
