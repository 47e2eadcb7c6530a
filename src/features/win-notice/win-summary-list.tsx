import { Trans, useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDrawDate, formatIqd } from '@/lib/format';
import { FigureInText } from '@/components/ui/figure-in-text';
import { ticketNumberOf, ticketNumberText } from '@/lib/lottery/ticket-number';
import { amountOf, type DrawWinSummary } from '@/lib/lottery/win-summary';
import type { PrizeClaim, PrizeClaims } from '@/lib/api/types';
import { findClaim } from '@/entities/prize-claims';
import { LtrFigure } from '@/components/ui/ltr-figure';
import { WinGrids } from './win-grids';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-end: ${({ theme }) => theme.space(3)};
  h3,
  h4,
  p {
    margin: 0;
  }
  h4 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Total = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** A large win paid by claim (decision 0251): not in the wallet, and how to claim it. */
function ClaimNote({ claim, phone }: { claim: PrizeClaim; phone: string }) {
  const { t } = useTranslation('winnotice');
  return (
    <div data-testid="prize-claim">
      <p>
        <strong>{t('claim.title', { amount: formatIqd(claim.amount) })}</strong>
      </p>
      <p>
        <Trans t={t} i18nKey="claim.how" values={{ phone }} components={{ phone: <LtrFigure /> }} />
      </p>
      <p>{t(`claim.state.${claim.state}`)}</p>
    </div>
  );
}

interface DrawWinsProps {
  summary: DrawWinSummary;
  heading: boolean;
  /** The backend's claims; null: not offered (every win credited); undefined: unknown. */
  claims: PrizeClaims | null | undefined;
}

/** One draw: the total over the player's tickets, then each ticket and its grids, biggest first. */
function DrawWins({ summary, heading, claims }: DrawWinsProps) {
  const { t, i18n } = useTranslation('winnotice');
  const claimOf = (win: DrawWinSummary['wins'][number]) =>
    findClaim(claims, win.ticket.ticketId, summary.drawId);
  // "Credited to your balance" only when the backend said no win of this draw is claimed.
  const credited = claims !== undefined && !summary.wins.some(claimOf);
  const date = formatDrawDate(summary.drawnAt, i18n.language);
  const only = summary.wins[0];
  const label =
    summary.drawId !== null
      ? t('summary.draw', { draw: summary.drawId, date })
      : t('ticketDraws', {
          number: only ? ticketNumberText(only.ticket) : '',
          count: only?.ticket.drawIds.length ?? 0,
          date,
        });
  return (
    <Section aria-label={label} data-testid="win-draw">
      {heading && <h3>{label}</h3>}
      <Total>
        {summary.drawId === null
          ? t('totalOnly', { amount: formatIqd(summary.total) })
          : t(credited ? 'summary.total' : 'summary.totalNeutral', {
              count: summary.wins.length,
              amount: formatIqd(summary.total),
            })}
      </Total>
      {summary.wins.map((win) => {
        const number = ticketNumberText(win.ticket);
        const claim = claimOf(win);
        return (
          <div key={win.key}>
            <h4>
              <FigureInText
                text={(slot) =>
                  t('summary.ticket', { number: slot, amount: formatIqd(amountOf(win)) })
                }
                figure={<LtrFigure>{ticketNumberOf(win.ticket)}</LtrFigure>}
              />
            </h4>
            {claim && claims && <ClaimNote claim={claim} phone={claims.contactPhone} />}
            {win.draw && <WinGrids result={win.draw.result} ticket={number} />}
          </div>
        );
      })}
    </Section>
  );
}

/** Every unseen win in one place: one section per draw. */
export function WinSummaryList({
  summaries,
  claims,
}: {
  summaries: DrawWinSummary[];
  claims: PrizeClaims | null | undefined;
}) {
  return summaries.map((summary) => (
    <DrawWins key={summary.key} summary={summary} heading={summaries.length > 1} claims={claims} />
  ));
}
