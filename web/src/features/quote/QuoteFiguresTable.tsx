import styled from 'styled-components'
import { formatCents } from '../../pricing/money.ts'
import type { QuoteFigures, QuoteLine } from '../../booking/quoteView.ts'

/** The figures' table: a serif caption, the amounts in their own right-hand column, the total in the foot. */
export const FiguresTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  caption {
    text-align: left;
    padding-bottom: ${({ theme }) => theme.space[3]};
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.h3};
    line-height: ${({ theme }) => theme.lineHeights.snug};
    color: ${({ theme }) => theme.colors.maroon};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[3]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
    vertical-align: top;
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
  td {
    padding-left: ${({ theme }) => theme.space[4]};
    text-align: right;
    white-space: nowrap;
  }
  tbody th {
    overflow-wrap: anywhere;
  }
  tfoot th,
  tfoot td {
    border-bottom: 0;
    padding-top: ${({ theme }) => theme.space[4]};
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.maroon};
  }
`

/** "Crossback Timber Chair x 80 = $800.00" as written in Items: the amount is shown in its own column. */
const withoutAmount = (line: QuoteLine) =>
  line.cents === undefined ? line.text : line.text.replace(/\s*=\s*\$[\d,]+(?:\.\d{2})?\s*$/, '')

/** The lines as staff left them in Items, and the Total Cost they left: the server's figures, formatted. */
export function QuoteFiguresTable({
  figures,
  caption,
}: {
  figures: Pick<QuoteFigures, 'lines' | 'totalCents'>
  caption: string
}) {
  return (
    <FiguresTable>
      <caption>{caption}</caption>
      <tbody>
        {figures.lines.map((line, index) => (
          <tr key={index}>
            <th scope="row">{withoutAmount(line)}</th>
            <td>{line.cents === undefined ? '' : formatCents(line.cents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td>{formatCents(figures.totalCents)}</td>
        </tr>
      </tfoot>
    </FiguresTable>
  )
}
