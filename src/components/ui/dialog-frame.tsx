import styled from 'styled-components';
import { IconButton } from './icon-button';
import { media } from '@/styles';

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.overlay};
`;

/** Section 9: 360 px wide at most on mobile, 450 otherwise. */
export const Panel = styled.div<{ $accent?: string }>`
  position: relative;
  border-block-start: ${({ $accent }) => ($accent ? `6px solid ${$accent}` : '0')};
  inline-size: 100%;
  max-inline-size: 360px;
  max-block-size: calc(100vh - 32px);
  overflow: auto;
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(5)} ${theme.space(5)}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  text-align: center;
  &:focus {
    outline: none;
  }
  ${media.up('md')} {
    max-inline-size: 450px;
  }
`;

/** Section 9: the image is 180 px wide on mobile, 200 otherwise. */
export const ImageBox = styled.div`
  display: flex;
  justify-content: center;
  margin-block-end: ${({ theme }) => theme.space(4)};
  & > img,
  & > svg {
    inline-size: 180px;
    block-size: auto;
    ${media.up('md')} {
      inline-size: 200px;
    }
  }
`;

/** The close cross in a panel's top end corner. */
export const CloseButton = styled(IconButton)`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space(2)};
  inset-inline-end: ${({ theme }) => theme.space(2)};
`;

export const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin-block: 0 ${({ theme }) => theme.space(2)};
`;

export const Text = styled.p`
  margin-block: 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Buttons = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-start: ${({ theme }) => theme.space(4)};
`;
