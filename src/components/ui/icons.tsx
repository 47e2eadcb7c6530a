import styled from 'styled-components';

/** Decorative inline icons (aria-hidden); the control around them carries the label. */
const Svg = styled.svg`
  inline-size: 24px;
  block-size: 24px;
  flex: none;
  fill: currentColor;
`;

/** Points "back": mirrored in RTL, where back is to the right. */
const Mirrored = styled(Svg)`
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

type IconProps = { className?: string };

export const BackIcon = (p: IconProps) => (
  <Mirrored viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...p}>
    <path d="M20 11H7.8l5.6-5.6L12 4l-8 8 8 8 1.4-1.4L7.8 13H20z" />
  </Mirrored>
);

export const CloseIcon = (p: IconProps) => (
  <Svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...p}>
    <path d="M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12z" />
  </Svg>
);

export const CartIcon = (p: IconProps) => (
  <Svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...p}>
    <path d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM7.2 14h9.9c.8 0 1.4-.4 1.7-1l3.6-6.5L20.7 5l-3.6 7H8.1L4.3 2H1v2h2l3.6 7.6-1.3 2.4C4.5 15.4 5.5 17 7 17h12v-2H7.4l-.2-.3z" />
  </Svg>
);

export const BellIcon = (p: IconProps) => (
  <Svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...p}>
    <path d="M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2zm6-6V11c0-3.1-1.6-5.6-4.5-6.3V4a1.5 1.5 0 0 0-3 0v.7C7.6 5.4 6 7.9 6 11v5l-2 2v1h16v-1z" />
  </Svg>
);

export const WalletIcon = (p: IconProps) => (
  <Svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...p}>
    <path d="M21 7.3V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-2.3A2 2 0 0 0 22 15V9a2 2 0 0 0-1-1.7zM20 9v6h-7V9zM5 19V5h14v2h-6a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h6v2z" />
    <circle cx="16" cy="12" r="1.5" />
  </Svg>
);

export const HomeIcon = (p: IconProps) => (
  <Svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...p}>
    <path d="M10 20v-6h4v6h5v-8h3L12 3 2 12h3v8z" />
  </Svg>
);

export const TicketIcon = (p: IconProps) => (
  <Svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...p}>
    <path d="M22 10V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v4a2 2 0 0 1 0 4v4a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-4a2 2 0 0 1 0-4zm-9 7.5h-2v-2h2zm0-4.5h-2v-2h2zm0-4.5h-2v-2h2z" />
  </Svg>
);

export const PersonIcon = (p: IconProps) => (
  <Svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...p}>
    <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm0 2c-2.7 0-8 1.3-8 4v2h16v-2c0-2.7-5.3-4-8-4z" />
  </Svg>
);

export const MoreIcon = (p: IconProps) => (
  <Svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...p}>
    <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
  </Svg>
);

export const GlobeIcon = (p: IconProps) => (
  <Svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...p}>
    <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8zM12 4a14 14 0 0 1 1.9 4h-3.8A14 14 0 0 1 12 4zM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4zm.8 2h2.9a15.7 15.7 0 0 0 1.4 3.6A8 8 0 0 1 5.1 16zM8 8H5.1a8 8 0 0 1 4.3-3.6A15.7 15.7 0 0 0 8 8zm4 12a14 14 0 0 1-1.9-4h3.8A14 14 0 0 1 12 20zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4zm.3 5.6a15.7 15.7 0 0 0 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6zm1.8-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4z" />
  </Svg>
);
