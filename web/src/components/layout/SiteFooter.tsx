import { useSuspenseQuery } from '@tanstack/react-query'
import styled from 'styled-components'
import { siteSettingsQueryOptions } from '../../lib/content/siteQueries.ts'

const Footer = styled.footer`
  background: ${({ theme }) => theme.colors.maroon};
  color: ${({ theme }) => theme.colors.ivory};
  padding: ${({ theme }) => `${theme.space[8]} ${theme.layout.gutter}`};
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  justify-items: center;
  text-align: center;
`

const Blurb = styled.p`
  max-width: 36rem;
  color: ${({ theme }) => theme.colors.blush};
`

const Contact = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  a {
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`

export function SiteFooter() {
  const { data: settings } = useSuspenseQuery(siteSettingsQueryOptions())
  if (!settings) return null
  return (
    <Footer>
      <Blurb>{settings.footerBlurb}</Blurb>
      <Contact>
        <a href={`tel:${settings.phone?.replace(/\s+/g, '')}`}>{settings.phone}</a>
        {' · '}
        <a href={`mailto:${settings.email}`}>{settings.email}</a>
      </Contact>
      <Contact>{[...(settings.locations ?? []), settings.availability].filter(Boolean).join(' · ')}</Contact>
    </Footer>
  )
}
