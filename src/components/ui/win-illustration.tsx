import { theme } from '@/styles';

const { soft, strong } = theme.colors.kinds.win;

/**
 * The win dialog's illustration: a gold star with confetti. Its own module, passed to the Dialog
 * by the win notice, so the start route's dialog code does not carry it.
 */
export function WinIllustration({ size = 200 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 200 200"
      aria-hidden="true"
      focusable="false"
      data-kind="win"
    >
      <circle cx="100" cy="100" r="92" fill={soft} />
      <g fill={strong}>
        <circle cx="28" cy="52" r="6" />
        <circle cx="176" cy="44" r="5" />
        <circle cx="170" cy="160" r="7" />
        <circle cx="34" cy="150" r="5" />
        <path d="M100 4l5 12-5 12-5-12zM186 100l-12 5-12-5 12-5zM14 100l12 5 12-5-12-5z" />
      </g>
      <circle cx="100" cy="100" r="64" fill={strong} />
      <path
        d="M100 58L111 87L142 88L118 108L126 138L100 121L74 138L82 108L58 88L89 87Z"
        fill={theme.colors.onPrimary}
        stroke={theme.colors.onPrimary}
        strokeWidth={6}
        strokeLinejoin="round"
      />
    </svg>
  );
}
