import { useSuspenseQuery } from '@tanstack/react-query'
import styled, { css } from 'styled-components'
import { siteSettingsQueryOptions } from '../lib/content/siteQueries.ts'
import type { FormStatus } from './useSiteForm.ts'

const Panel = styled.div<{ $tone: 'success' | 'error' }>`
  margin-top: ${({ theme }) => theme.space[6]};
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
  border-left: 3px solid;
  background: ${({ theme }) => theme.colors.ivory};
  ${({ $tone, theme }) => css`
    border-color: ${$tone === 'success' ? theme.colors.success : theme.colors.error};
  `}
  a {
    color: ${({ theme }) => theme.colors.maroon};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    text-underline-offset: 0.2em;
    white-space: nowrap;
  }
`

const Title = styled.p<{ $tone: 'success' | 'error' }>`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.error)};
`

const Body = styled.p`
  color: ${({ theme }) => theme.colors.ink};
`

type FailedResult = Extract<FormStatus, { state: 'failed' }>['result']

function failureText(result: FailedResult, noun: string) {
  switch (result.reason) {
    case 'rate-limited':
      return `You have sent several in the last minute. Please wait about ${result.retryAfter} seconds, then send your ${noun} again.`
    case 'invalid':
      return `${Object.values(result.fieldErrors).join(' ')} Please review it, then send your ${noun} again.`
    case 'refused':
      return [result.message, ...result.reasons].join(' ')
    case 'unavailable':
      return result.message
        ? `${result.message} Everything you typed is still here.`
        : `Something went wrong on our side. Everything you typed is still here, so please try again in a moment.`
    default:
      return `Something went wrong on our side. Everything you typed is still here, so please try again in a moment.`
  }
}

/**
 * The success banner and, on failure, a clear alert offering the phone and email instead, so a
 * visitor whose message did not go through still has a way to reach us (docs/product/inquiries.md). Both live regions are always in the page so
 * screen readers announce what appears in them.
 */
export function SubmitStatus({ status, noun, successText }: { status: FormStatus; noun: string; successText: string }) {
  const { data: settings } = useSuspenseQuery(siteSettingsQueryOptions())
  return (
    <>
      <div role="status">
        {status.state === 'success' ? (
          <Panel $tone="success">
            <Title $tone="success">{successText}</Title>
          </Panel>
        ) : null}
      </div>
      <div role="alert">
        {status.state === 'failed' ? (
          <Panel $tone="error">
            <Title $tone="error">We couldn&rsquo;t send your {noun}</Title>
            <Body>{failureText(status.result, noun)}</Body>
            {settings?.phone || settings?.email ? (
              <Body>
                You can also reach us directly
                {settings.phone ? (
                  <>
                    {' '}
                    on <a href={`tel:${settings.phone.replace(/\s+/g, '')}`}>{settings.phone}</a>
                  </>
                ) : null}
                {settings.phone && settings.email ? ' or' : null}
                {settings.email ? (
                  <>
                    {' '}
                    at <a href={`mailto:${settings.email}`}>{settings.email}</a>
                  </>
                ) : null}
                .
              </Body>
            ) : null}
          </Panel>
        ) : null}
      </div>
    </>
  )
}
