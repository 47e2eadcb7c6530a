import { theme } from '@/styles';

/** What a dialog tells the player; each kind has its own illustration, colour and role. */
export type DialogKind = 'success' | 'info' | 'warning' | 'error' | 'win';

/** Errors and warnings interrupt (role alertdialog); success, info and win are plain dialogs. */
export const roleOfKind = (kind: DialogKind): 'dialog' | 'alertdialog' =>
  kind === 'error' || kind === 'warning' ? 'alertdialog' : 'dialog';

const COLOURS: Record<DialogKind, { soft: string; strong: string }> = theme.colors.kinds;

export const kindColour = (kind: DialogKind): string => COLOURS[kind].strong;

/** The mark inside the circle: a tick, an "i", an "!", a cross or a star (decorative; the text says it). */
function Mark({ kind }: { kind: DialogKind }) {
  const line = {
    fill: 'none',
    stroke: theme.colors.onPrimary,
    strokeWidth: 14,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
  };
  switch (kind) {
    case 'success':
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
    case 'win':
      return (
        <path
          d="M100 58L111 87L142 88L118 108L126 138L100 121L74 138L82 108L58 88L89 87Z"
          fill={theme.colors.onPrimary}
          stroke={theme.colors.onPrimary}
          strokeWidth={6}
          strokeLinejoin="round"
        />
      );
  }
}

/** Confetti around a win's circle. */
function Sparkles({ colour }: { colour: string }) {
  return (
    <g fill={colour}>
      <circle cx="28" cy="52" r="6" />
      <circle cx="176" cy="44" r="5" />
      <circle cx="170" cy="160" r="7" />
      <circle cx="34" cy="150" r="5" />
      <path d="M100 4l5 12-5 12-5-12z" />
      <path d="M186 100l-12 5-12-5 12-5z" />
      <path d="M14 100l12 5 12-5-12-5z" />
    </g>
  );
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
      {kind === 'win' ? <Sparkles colour={strong} /> : null}
      <circle cx="100" cy="100" r="64" fill={strong} />
      <Mark kind={kind} />
    </svg>
  );
}
