import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export const FUNDS_TABS = ['deposit', 'withdraw', 'history'] as const;
export type FundsTab = (typeof FUNDS_TABS)[number];

const List = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  button {
    min-block-size: 44px;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: transparent;
    font: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
  button[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primaryStrong};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

export const tabId = (tab: FundsTab) => `funds-tab-${tab}`;
export const panelId = (tab: FundsTab) => `funds-panel-${tab}`;

/** WAI-ARIA tabs: arrow keys move between them (in reading order, so RTL flips them). */
export function FundsTabs({
  value,
  onChange,
}: {
  value: FundsTab;
  onChange: (tab: FundsTab) => void;
}) {
  const { t, i18n } = useTranslation('funds');
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const rtl = i18n.dir() === 'rtl' || document.documentElement.dir === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    if (!step) return;
    const index = (FUNDS_TABS.indexOf(value) + step + FUNDS_TABS.length) % FUNDS_TABS.length;
    const next = FUNDS_TABS[index] ?? 'deposit';
    onChange(next);
    refs.current[next]?.focus();
  };
  return (
    <List role="tablist" aria-label={t('tabs.label')} onKeyDown={onKeyDown}>
      {FUNDS_TABS.map((tab) => (
        <button
          key={tab}
          ref={(node) => {
            refs.current[tab] = node;
          }}
          id={tabId(tab)}
          type="button"
          role="tab"
          aria-selected={tab === value}
          aria-controls={panelId(tab)}
          tabIndex={tab === value ? 0 : -1}
          onClick={() => onChange(tab)}
        >
          {t(`tabs.${tab}`)}
        </button>
      ))}
    </List>
  );
}
