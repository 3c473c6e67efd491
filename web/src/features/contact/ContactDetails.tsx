import { useSuspenseQuery } from '@tanstack/react-query'
import styled from 'styled-components'
import { Eyebrow } from '../../components/ui/Eyebrow.tsx'
import { siteSettingsQueryOptions } from '../../lib/content/siteQueries.ts'

const Panel = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  align-content: start;
  padding: ${({ theme }) => `${theme.space[7]} ${theme.space[6]}`};
  background: ${({ theme }) => theme.colors.maroon};
  color: ${({ theme }) => theme.colors.ivory};
  a {
    color: ${({ theme }) => theme.colors.ivory};
    text-decoration-color: ${({ theme }) => theme.colors.goldLight};
    text-underline-offset: 0.25em;
  }
`

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.h3};
  color: ${({ theme }) => theme.colors.ivory};
`

const Text = styled.p`
  color: ${({ theme }) => theme.colors.ivoryMuted};
`

const Rule = styled.hr`
  width: 48px;
  margin: 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.gold};
`

const Details = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    letter-spacing: ${({ theme }) => theme.letterSpacings.wider};
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.goldLight};
  }
  dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    /* The email address is one long word: it breaks rather than runs out of the panel on a phone. */
    overflow-wrap: anywhere;
  }
`

/** The reply-within-12-hours promise and the phone for urgent matters, from site settings. */
export function ContactDetails() {
  const { data: settings } = useSuspenseQuery(siteSettingsQueryOptions())
  if (!settings) return null
  const tel = settings.phone?.replace(/\s+/g, '')
  return (
    <Panel aria-labelledby="contact-details-heading">
      <Eyebrow $onDark>Get in touch</Eyebrow>
      <Heading id="contact-details-heading">We reply within 12 hours</Heading>
      <Rule />
      <Text>
        {settings.responsePromise ?? 'We reply to every enquiry within 12 hours.'} For urgent matters, please call us
        {settings.phone ? (
          <>
            {' '}
            on <a href={`tel:${tel}`}>{settings.phone}</a>
          </>
        ) : null}
        .
      </Text>
      <Details>
        {settings.phone ? (
          <div>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${tel}`}>{settings.phone}</a>
            </dd>
          </div>
        ) : null}
        {settings.email ? (
          <div>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${settings.email}`}>{settings.email}</a>
            </dd>
          </div>
        ) : null}
        {settings.locations?.length ? (
          <div>
            <dt>Studios</dt>
            <dd>{[settings.locations.join(' & '), settings.availability].filter(Boolean).join(' · ')}</dd>
          </div>
        ) : null}
      </Details>
    </Panel>
  )
}
