import { theme } from '@/styles';

/** What a dialog tells the player; each kind has its own illustration, colour and role. */
export type DialogKind = 'success' | 'info' | 'warning' | 'error' | 'win';

/** Errors and warnings interrupt (role alertdialog); success, info and win are plain dialogs. */
export const roleOfKind = (kind: DialogKind): 'dialog' | 'alertdialog' =>
  kind === 'error' || kind === 'warning' ? 'alertdialog' : 'dialog';

const COLOURS: Record<DialogKind, { soft: string; strong: string }> = theme.colors.kinds;

export const kindColour = (kind: DialogKind): string => COLOURS[kind].strong;

/** The mark inside the circle: a tick, an "i", an "!" or a cross (decorative; the text says it). */
function Mark({ kind }: { kind: DialogKind }) {
  const line = {
    fill: 'none',
    stroke: theme.colors.onPrimary,
    strokeWidth: 14,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
  };
  switch (kind) {
    // A win brings its own illustration (win-illustration.tsx); this is its fallback.
    case 'success':
    case 'win':
      return <path d="M70 102l20 20 42-44" {...line} />;
    case 'info':
      return (
        <>
          <circle cx="100" cy="68" r="9" fill={theme.colors.onPrimary} />
          <path d="M100 95v42" {...line} />
        </>
      );
    case 'warning':
      return (
        <>
          <path d="M100 62v42" {...line} />
          <circle cx="100" cy="134" r="9" fill={theme.colors.onPrimary} />
        </>
      );
    case 'error':
      return <path d="M76 76l48 48M124 76l-48 48" {...line} />;
  }
}

/** The dialog illustration of a kind, in its colours. */
export function KindIllustration({ kind, size }: { kind: DialogKind; size: number }) {
  const { soft, strong } = COLOURS[kind];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 200 200"
      aria-hidden="true"
      focusable="false"
      data-kind={kind}
    >
      <circle cx="100" cy="100" r="92" fill={soft} />
      <circle cx="100" cy="100" r="64" fill={strong} />
      <Mark kind={kind} />
    </svg>
  );
}
