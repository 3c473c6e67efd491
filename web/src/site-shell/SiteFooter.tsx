import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import type { PageName } from '../lib/routing/pageName.ts'
import { siteSettingsQueryOptions } from '../lib/content/siteQueries.ts'
import { ButtonLink } from '../components/ui/Button.tsx'
import { FooterInstagram } from './FooterInstagram.tsx'
import { FOOTER_NAV_LINKS, FOOTER_SERVICE_LINKS } from './siteNav.ts'
import { telHref } from '../lib/format/telHref.ts'
import { Wordmark } from './Wordmark.tsx'

const Footer = styled.footer`
  background: ${({ theme }) => theme.colors.maroon};
  color: ${({ theme }) => theme.colors.ivory};
`

const Inner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[7]};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[9]} ${theme.layout.gutter} ${theme.space[7]}`};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1.6fr 1fr 1.2fr 1.2fr;
  }
`

const Brand = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  justify-items: start;
  ${({ theme }) => theme.media.md} {
    grid-column: 1 / -1;
  }
  ${({ theme }) => theme.media.lg} {
    grid-column: auto;
    padding-right: ${({ theme }) => theme.space[6]};
  }
`

const Blurb = styled.p`
  max-width: 34rem;
  color: ${({ theme }) => theme.colors.ivoryMuted};
`

const Column = styled.nav`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[4]};
`

const ColumnHeading = styled.h2`
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wider};
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.goldLight};
`

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.ivoryMuted};
  a {
    display: inline-block;
    padding: 2px 0;
    color: ${({ theme }) => theme.colors.ivory};
    text-decoration: none;
    text-underline-offset: 4px;
  }
  a:hover {
    text-decoration: underline;
  }
`

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[5]} ${theme.layout.gutter} ${theme.space[6]}`};
  border-top: 1px solid ${({ theme }) => theme.colors.lineOnDark};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  color: ${({ theme }) => theme.colors.ivoryMuted};
  a {
    color: inherit;
  }
`

/** The footer on every page: Instagram, brand, navigation, services, contact and credits. */
export function SiteFooter({ page }: { page: PageName }) {
  const { data: settings } = useSuspenseQuery(siteSettingsQueryOptions())
  if (!settings) return null
  return (
    <>
      <FooterInstagram settings={settings} />
      <Footer data-page={page}>
        <Inner>
          <Brand>
            <Wordmark />
            <Blurb>{settings.footerBlurb}</Blurb>
            <ButtonLink to="/enquiry" $variant="light">
              Enquire Now
            </ButtonLink>
          </Brand>
          <Column aria-labelledby="footer-navigation">
            <ColumnHeading id="footer-navigation">Navigation</ColumnHeading>
            <List>
              {FOOTER_NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </List>
          </Column>
          <Column aria-labelledby="footer-services">
            <ColumnHeading id="footer-services">Services</ColumnHeading>
            <List>
              {FOOTER_SERVICE_LINKS.map((link) => (
                <li key={link.label}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </List>
          </Column>
          <Column as="section" aria-labelledby="footer-contact">
            <ColumnHeading id="footer-contact">Get In Touch</ColumnHeading>
            <List>
              {settings.phone ? (
                <li>
                  <a href={telHref(settings.phone)}>{settings.phone}</a>
                </li>
              ) : null}
              {settings.email ? (
                <li>
                  <a href={`mailto:${settings.email}`}>{settings.email}</a>
                </li>
              ) : null}
              <li>{(settings.locations ?? []).join(' & ')}</li>
              {settings.availability ? <li>{settings.availability}</li> : null}
            </List>
          </Column>
        </Inner>
        <Bottom>
          <p>
            © {new Date().getFullYear()} {settings.businessName}
          </p>
          <Link to="/hire-terms">Hire Terms</Link>
          {settings.poweredBy?.url ? (
            <a href={settings.poweredBy.url} target="_blank" rel="noopener noreferrer">
              {settings.poweredBy.label}
            </a>
          ) : null}
        </Bottom>
      </Footer>
    </>
  )
}
