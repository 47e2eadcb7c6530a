import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useHomepage, useNavigationLinks } from '@/entities/content';
import { useCharitySplit } from '@/entities/charity';
import { PATHS } from '@/lib/navigation';
import { media } from '@/styles';
import { groupLinks } from './group-href';

const Wrapper = styled.footer`
  display: none;
  ${media.up('md')} {
    display: block;
    margin-block-start: ${({ theme }) => theme.space(12)};
    background: ${({ theme }) => theme.colors.footer.background};
    color: ${({ theme }) => theme.colors.footer.text};
  }
  a {
    color: ${({ theme }) => theme.colors.footer.text};
  }
`;

const Inner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  max-inline-size: ${({ theme }) => theme.layout.maxContentWidth};
  margin-inline: auto;
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(6)};
`;

const Columns = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(10)};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const Slogans = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  img {
    block-size: 56px;
    inline-size: auto;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.footer.logoBackground};
  }
`;

const FooterLogo = styled.img`
  justify-self: start;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.footer.logoBackground};
`;

const Text = styled.p`
  max-inline-size: 70ch;
  margin: 0;
  color: ${({ theme }) => theme.colors.footer.muted};
`;

const SLOGANS = ['national', 'charity', 'halal', 'pci'] as const;

/** Section 2's desktop footer: CMS footer text, logo, links, the four slogan images. */
export function Footer() {
  const { t } = useTranslation();
  const homepage = useHomepage();
  const charity = useCharitySplit();
  const groups = (useNavigationLinks().data ?? []).filter((group) => group.showInFooter);

  return (
    <Wrapper>
      <Inner>
        <FooterLogo src="/images/logo.svg" alt={t('app.name')} width="150" height="50" />
        <Columns as="nav" aria-label={t('nav.footer')}>
          <section aria-label={t('nav.play')}>
            <h2>{t('nav.play')}</h2>
            <ul>
              <li>
                <Link to={PATHS.home}>{t('titles.play6of29')}</Link>
              </li>
              <li>
                <Link to={PATHS.results}>{t('nav.results')}</Link>
              </li>
              {charity ? (
                <li>
                  <Link to={PATHS.causes}>{t('titles.causes')}</Link>
                </li>
              ) : null}
            </ul>
          </section>
          {groups.map((group) => (
            <section key={group.documentId} aria-label={group.linkText}>
              <h2>{group.linkText}</h2>
              <ul>
                {groupLinks(group).map((link) => (
                  <li key={link.path}>
                    {link.external ? (
                      <a href={link.path} target="_blank" rel="noopener noreferrer">
                        {link.text}
                      </a>
                    ) : (
                      <Link to={link.path}>{link.text}</Link>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </Columns>
        <Slogans aria-label={t('footer.slogans')}>
          {SLOGANS.map((name) => (
            <li key={name}>
              <img src={`/images/slogans/${name}.png`} alt={t(`footer.${name}`)} height="56" />
            </li>
          ))}
        </Slogans>
        {homepage.data?.footerText && <Text>{homepage.data.footerText}</Text>}
        <Text>{t('footer.rights', { year: new Date().getFullYear() })}</Text>
      </Inner>
    </Wrapper>
  );
}
