import styled from 'styled-components'
import { formatCents } from '../../../pricing/money.ts'
import { FiguresTable } from '../QuoteFiguresTable.tsx'
import { Facts, Muted, Notice } from '../quoteStyles.ts'
import type { ChangePreview } from '../../../booking/changeView.ts'

const Compare = styled(FiguresTable)`
  /* Under the section's own heading: the caption names the table, a step below it. */
  caption {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.inkSoft};
  }
  thead th {
    padding-top: 0;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.inkSoft};
  }
  thead th:not(:first-child) {
    padding-left: ${({ theme }) => theme.space[4]};
    text-align: right;
  }
  tbody th span {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.inkSoft};
  }
  td span {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.inkSoft};
  }
  tfoot th,
  tfoot td {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`

const New = styled.td`
  color: ${({ theme }) => theme.colors.maroon};
`

const Outcome = styled(Facts)`
  & > div {
    align-items: baseline;
  }
  dd {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.maroon};
  }
`

const pieces = (count: number) => (count === 0 ? 'none' : String(count))

/** A line's pieces and their price at that count: "80", "$960.00". */
function Cell({ count, unitCents, as: Tag = 'td' }: { count: number; unitCents: number; as?: 'td' | typeof New }) {
  return (
    <Tag>
      {pieces(count)}
      <span>{count === 0 ? '' : formatCents(count * unitCents)}</span>
    </Tag>
  )
}

/** The difference the new total leaves, in the couple's words: to pay, or a credit back to the card. */
function differenceRow(preview: ChangePreview, paidInFull: boolean) {
  const { differenceCents } = preview
  if (differenceCents < 0) return { label: 'To be refunded to your card', cents: -differenceCents }
  if (paidInFull) return { label: 'The difference, to pay by card', cents: differenceCents }
  return { label: 'Your new balance', cents: differenceCents }
}

/**
 * The change as the server priced it: each line as booked and as it would be, the cancellation fees the
 * policy keeps, both totals (the booking's other charges and GST in them), what was paid so far and what
 * the new total leaves; and whether confirming applies it or sends it to our team.
 */
export function ChangeReview({ preview, paidInFull }: { preview: ChangePreview; paidInFull: boolean }) {
  const difference = differenceRow(preview, paidInFull)
  const fees = preview.lines.filter((line) => line.feeCents > 0)
  return (
    <>
      <Compare>
        <caption>Your booking, as it is and with your change</caption>
        <thead>
          <tr>
            <th scope="col">Piece</th>
            <th scope="col">As booked</th>
            <th scope="col">With your change</th>
          </tr>
        </thead>
        <tbody>
          {preview.lines.map((line) => (
            <tr key={line.key}>
              <th scope="row">
                {line.name}
                <span>{formatCents(line.unitCents)} each</span>
              </th>
              <Cell count={line.from} unitCents={line.unitCents} />
              <Cell count={line.to} unitCents={line.unitCents} as={New} />
            </tr>
          ))}
          {fees.map((line) => (
            <tr key={`${line.key}-fee`}>
              <th scope="row">
                Cancellation fee kept
                <span>
                  {line.from - line.to} × {line.name}
                </span>
              </th>
              <td />
              <New>{formatCents(line.feeCents)}</New>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{formatCents(preview.beforeCents)}</td>
            <New>{formatCents(preview.afterCents)}</New>
          </tr>
        </tfoot>
      </Compare>
      <Muted>Both totals include delivery, the booking&rsquo;s other charges and GST.</Muted>
      <Outcome>
        {preview.feesKeptCents > 0 ? (
          <div>
            <dt>Cancellation fees kept</dt>
            <dd>{formatCents(preview.feesKeptCents)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Paid so far</dt>
          <dd>{formatCents(preview.paidCents)}</dd>
        </div>
        <div>
          <dt>{difference.label}</dt>
          <dd>{formatCents(difference.cents)}</dd>
        </div>
        <div>
          <dt>When it applies</dt>
          <dd>{preview.applies === 'at-once' ? 'As soon as you confirm' : 'Once our team approves it'}</dd>
        </div>
      </Outcome>
      {preview.applies === 'with-staff' ? (
        <Muted>Our team looks at this change and emails you; until they approve it your booking stands as it is.</Muted>
      ) : null}
    </>
  )
}

/** Lines that stop the change: short on the date, or refused by the policy, each named. */
export function ChangeBlocked({ short, refused }: Pick<ChangePreview, 'short' | 'refused'>) {
  if (short.length === 0 && refused.length === 0) return null
  return (
    <Notice $tone="error">
      <p>This change cannot go ahead as it is. Change the lines named and review it again.</p>
      {short.length > 0 ? (
        <ul aria-label="Not enough free on your date">
          {short.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {refused.length > 0 ? (
        <ul aria-label="Not allowed now">
          {refused.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </Notice>
  )
}
