import { fillTermsFigures } from '@amaranth/schemas/rules/termsFigures'
import { useSuspenseQuery } from '@tanstack/react-query'
import styled from 'styled-components'
import { Container } from '../../components/layout/Container.tsx'
import { PageIntro } from '../../components/layout/PageIntro.tsx'
import { ButtonLink } from '../../components/ui/Button.tsx'
import { RichText } from '../../components/ui/RichText.tsx'
import { formatLongDate } from '../../lib/format/longDate.ts'
import { hireTermsPageQueryOptions } from './hireTermsQueries.ts'

const Body = styled(Container)`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[6]};
  padding-bottom: ${({ theme }) => theme.space[9]};
`

const Version = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  color: ${({ theme }) => theme.colors.goldText};
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`

/** Hire Terms (/hire-terms): the terms staff keep in the CMS, with the date they took effect. */
export function HireTermsPage() {
  const { data: terms } = useSuspenseQuery(hireTermsPageQueryOptions())
  if (!terms) return null
  return (
    <>
      <PageIntro eyebrow="Equipment hire" heading={terms.heading} intro={terms.intro} />
      <Body $narrow>
        <Version>In effect from {formatLongDate(terms.effectiveDate)}</Version>
        <RichText value={fillTermsFigures(terms.body, terms.figures)} topLevel />
        <Actions>
          <ButtonLink to="/hire-list">Your hire list</ButtonLink>
          <ButtonLink to="/hire-range" $variant="outline">
            View Hire Range
          </ButtonLink>
        </Actions>
      </Body>
    </>
  )
}
