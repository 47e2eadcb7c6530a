import { lazy, memo } from 'react';
import styled from 'styled-components';
import { loadNamespaces } from '@/i18n';
import { afterFirstPass } from '@/lib/first-pass';
import { media } from '@/styles';
import type PlayAhead from './play-ahead';

/**
 * Play ahead loads after the play page, with its own texts: the start route does not grow. A
 * chunk that cannot load (offline) shows nothing instead of failing the page.
 */
// memo: its props do not change when a number is toggled.
export const LazyPlayAhead = memo(
  afterFirstPass(
    lazy(() =>
      Promise.all([import('./play-ahead'), loadNamespaces(['playahead'])]).then(
        ([module]) => module,
        () => ({ default: (() => null) as unknown as typeof PlayAhead }),
      ),
    ),
  ),
);

/**
 * Holds play ahead's place (its four choices and the margin below) while its chunk loads, so the
 * draw picker under it does not jump (layout-shift budget): one row on wide columns, two on phones.
 */
export const PlayAheadPlaceholder = styled.div`
  min-block-size: 88px;
  ${media.down('sm')} {
    min-block-size: 140px;
  }
`;
