import { createLink } from '@tanstack/react-router'
import { memo, type ReactNode } from 'react'
import styled, { css } from 'styled-components'
import { SanityImage } from '../components/media/SanityImage.tsx'
import { QuantityStepper } from '../components/ui/QuantityStepper.tsx'
import { RemoveButton } from '../components/ui/TextButton.tsx'
import { CatalogueError } from '../catalogue/CatalogueStatus.tsx'
import { useHireListStore } from './hireListStore.ts'
import { formatCents } from '../pricing/money.ts'
import { useHireListLines, type HireListLine } from './useHireListLines.ts'
import { LINE_QUANTITY_MAX } from '../planning/lineQuantity.ts'

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
`

const Row = styled.li<{ $compact: boolean }>`
  display: grid;
  grid-template-columns: ${({ $compact }) => ($compact ? '64px 1fr auto' : '88px 1fr auto')};
  grid-template-areas: ${({ $compact }) => ($compact ? `'image info cost'` : `'image info cost' 'image controls controls'`)};
  align-items: center;
  column-gap: ${({ theme }) => theme.space[4]};
  row-gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  ${({ theme, $compact }) =>
    !$compact &&
    css`
      ${theme.media.md} {
        grid-template-columns: 112px 1fr auto 7rem;
        grid-template-areas: 'image info controls cost';
        > p:last-child {
          align-self: center;
        }
        column-gap: ${theme.space[5]};
      }
    `}
`

const Thumb = styled.div`
  grid-area: image;
  align-self: start;
  background: ${({ theme }) => theme.colors.ivory};
`

const Info = styled.div`
  grid-area: info;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`

const Name = createLink(styled.a`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.maroon};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`)

const Detail = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
`

// Wraps Remove under the stepper on the narrowest phones (320 px) rather than past the screen's edge.
const Controls = styled.div`
  grid-area: controls;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
`

const Cost = styled.p`
  grid-area: cost;
  align-self: start;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.ink};
  text-align: right;
  white-space: nowrap;
`

const Message = styled.p<{ $tone?: 'notice' }>`
  padding: ${({ theme }) => theme.space[5]} 0;
  color: ${({ theme, $tone }) => ($tone ? theme.colors.goldText : theme.colors.inkSoft)};
  font-size: ${({ theme, $tone }) => ($tone ? theme.fontSizes.sm : theme.fontSizes.lg)};
`

/**
 * What the hire list page adds under a line's details (the plan's reason, the date's limit): a slot, so
 * the inquiry's read-only summary never loads what only the editable list shows.
 */
export type LineNotes = (line: HireListLine, title: string) => ReactNode

/**
 * One line's row. Memoised, with a line object that is kept while the line is unchanged
 * (useHireListLines), so a change to one line renders that row alone (docs/decisions/0023).
 */
const LineRow = memo(function LineRow({
  line,
  editable,
  lineNotes,
}: {
  line: HireListLine
  editable: boolean
  lineNotes?: LineNotes
}) {
  const store = useHireListStore()
  const title = line.variantLabel ? `${line.name}, ${line.variantLabel}` : line.name
  return (
    <Row $compact={!editable} aria-label={title}>
      <Thumb>
        <SanityImage image={line.image} sizes={editable ? '112px' : '64px'} aspectRatio={1} alt="" />
      </Thumb>
      <Info>
        <Name to="/hire/$productId" params={{ productId: line.productId }}>
          {line.name}
        </Name>
        {line.variantLabel ? <Detail>{line.variantLabel}</Detail> : null}
        <Detail>
          {formatCents(line.unitCents)} each{editable ? '' : ` × ${line.quantity}`}
        </Detail>
        {lineNotes?.(line, title)}
      </Info>
      {editable ? (
        <Controls>
          <QuantityStepper
            size="sm"
            label={`Quantity of ${title}`}
            max={LINE_QUANTITY_MAX}
            value={line.quantity}
            onChange={(quantity) => store.update(line.productId, quantity, line.variantKey)}
          />
          <RemoveButton
            type="button"
            aria-label={`Remove ${title}`}
            onClick={() => store.remove(line.productId, line.variantKey)}
          >
            Remove
          </RemoveButton>
        </Controls>
      ) : null}
      <Cost>{formatCents(line.lineCents)}</Cost>
    </Row>
  )
})

/**
 * The rows of the hire list, read from the saved list and the catalogue. Editable on the hire list
 * page (stepper and Remove); read-only in the inquiry's order summary (quantity shown beside the price).
 */
export function HireListLines({ editable, lineNotes }: { editable: boolean; lineNotes?: LineNotes }) {
  const { lines, isPending, isError, refetch, removedNotice } = useHireListLines()
  if (isError) return <CatalogueError onRetry={() => void refetch()} />
  // Server HTML and the first client render show this; the saved list appears right after.
  if (isPending) return <Message aria-busy="true">Loading your list…</Message>
  return (
    <>
      {removedNotice ? (
        <Message $tone="notice" role="status">
          {removedNotice}
        </Message>
      ) : null}
      {lines.length === 0 ? (
        <Message>No items added to list</Message>
      ) : (
        <HireLineRows lines={lines} editable={editable} label="Hire list items" lineNotes={lineNotes} />
      )}
    </>
  )
}

/** Rows for lines already priced: the saved list's, or a shared list's (read-only). */
export function HireLineRows({
  lines,
  editable,
  label,
  lineNotes,
}: {
  lines: readonly HireListLine[]
  editable: boolean
  label: string
  lineNotes?: LineNotes
}) {
  return (
    <List aria-label={label}>
      {lines.map((line) => (
        <LineRow key={line.key} line={line} editable={editable} lineNotes={lineNotes} />
      ))}
    </List>
  )
}
