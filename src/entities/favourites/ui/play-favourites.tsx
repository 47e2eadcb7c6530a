import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { NumberRow } from '@/components/lottery/number-row';
import { useFavourites } from '../use-favourites';
import { PATHS } from '@/lib/navigation';

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(2)} 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

interface PlayFavouritesProps {
  /** Fills the ticket's grids with these (one grid per favourite). */
  onPlay: (grids: number[][]) => void;
}

/** "Play my favourites": every saved grid into the ticket in one tap, or one of them. */
export function PlayFavourites({ onPlay }: PlayFavouritesProps) {
  const { t } = useTranslation('favourites');
  const { source, favourites } = useFavourites();
  if (source === 'unsupported') return null;
  const label = (name: string, index: number) => name || t('list.unnamed', { number: index + 1 });
  return (
    <Card aria-labelledby="favourites-title">
      <h2 id="favourites-title">{t('play.title')}</h2>
      {favourites.length === 0 ? (
        <p>{t('play.empty')}</p>
      ) : (
        <>
          <Button type="button" onClick={() => onPlay(favourites.map((f) => [...f.numbers]))}>
            {t('play.all', { count: favourites.length })}
          </Button>
          <List>
            {favourites.map((f, i) => (
              <li key={f.favouriteId}>
                <span>
                  <strong>{label(f.name, i)}</strong>
                  <NumberRow numbers={[...f.numbers]} size="sm" label={label(f.name, i)} />
                </span>
                <Button
                  type="button"
                  $variant="link"
                  onClick={() => onPlay([[...f.numbers]])}
                  aria-label={t('play.oneLabel', { name: label(f.name, i) })}
                >
                  {t('play.one')}
                </Button>
              </li>
            ))}
          </List>
        </>
      )}
      <Row>
        <Button as={Link} to={PATHS.favourites} $variant="link">
          {t('play.manage')}
        </Button>
      </Row>
    </Card>
  );
}
