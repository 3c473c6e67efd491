import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import styled from 'styled-components'
import { PageIntro } from '../../components/layout/PageIntro.tsx'
import { WithSidebar } from '../../components/layout/WithSidebar.tsx'
import { StatePanel } from '../../components/states/StatePanel.tsx'
import { Button, ButtonLink } from '../../components/ui/Button.tsx'
import { CatalogueError } from '../../catalogue/CatalogueStatus.tsx'
import { productCardsQueryOptions } from '../../catalogue/catalogueQueries.ts'
import { HireLineRows } from '../../hire-list/HireListLines.tsx'
import { TotalsView } from '../../hire-list/HireListTotals.tsx'
import type { HireListItem } from '../../hire-list/hireListStorage.ts'
import { useHireList, useHireListStore } from '../../hire-list/hireListStore.ts'
import { decodeSharedList, type SharedListResult } from '../../hire-list/shareLink.ts'
import { hireListLines } from '../../hire-list/useHireListLines.ts'
import { useHydrated } from '../../lib/react/useHydrated.ts'
import { Actions, Summary, SummaryTitle } from './summaryPanel.ts'

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
`

const Missing = styled.div`
  margin-bottom: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
  border-left: 2px solid ${({ theme }) => theme.colors.gold};
  background: ${({ theme }) => theme.colors.paper};
  color: ${({ theme }) => theme.colors.ink};
  ul {
    margin: ${({ theme }) => theme.space[2]} 0 0;
    padding-left: ${({ theme }) => theme.space[5]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`

const Loading = styled.p`
  padding: ${({ theme }) => theme.space[5]} 0;
  color: ${({ theme }) => theme.colors.inkSoft};
`

const PROBLEM: Record<Exclude<SharedListResult, { ok: true }>['reason'], string> = {
  missing: 'This link holds no hire list. Ask for the link again, or start your own list from our range.',
  malformed:
    'This link to a hire list could not be read: it may have been cut short when it was copied. Ask for the link again, or start your own list from our range.',
  changed:
    'This link to a hire list has been changed or cut short since it was shared, so we cannot be sure what it holds. Ask for the link again, or start your own list from our range.',
}

/**
 * /hire-list/shared?items=…: a hire list someone shared (docs/product/hire-list.md#share-this-list).
 * Prices are re-read from the catalogue; pieces that have left the range are named. "Use this list"
 * replaces the visitor's list with it, "Add to my list" merges it in. A link that cannot be read
 * shows a plain message, never an error page.
 */
export function SharedListPage({ items }: { items?: string }) {
  const decoded = decodeSharedList(items)
  if (!decoded.ok) {
    return (
      <StatePanel
        title="This shared list can't be opened"
        actions={
          <Actions>
            <ButtonLink to="/hire-range">View Hire Range</ButtonLink>
            <ButtonLink to="/hire-list" $variant="outline">
              Your hire list
            </ButtonLink>
          </Actions>
        }
      >
        <p>{PROBLEM[decoded.reason]}</p>
      </StatePanel>
    )
  }
  return <SharedList items={decoded.items} />
}

const describeMissing = (item: HireListItem) =>
  item.variantKey ? `${item.productId} (option ${item.variantKey})` : item.productId

function SharedList({ items }: { items: HireListItem[] }) {
  const store = useHireListStore()
  const mine = useHireList()
  const hydrated = useHydrated()
  const navigate = useNavigate()
  const catalogue = useQuery(productCardsQueryOptions())
  const products = catalogue.data
  const { lines, missing, totalCount, totalCents } = hireListLines(items, products ?? [])
  const available = lines.map(({ productId, variantKey, quantity }) => ({
    productId,
    quantity,
    ...(variantKey ? { variantKey } : {}),
  }))

  const act = (how: 'replace' | 'merge') => {
    if (how === 'replace') store.replace(available)
    else store.addMany(available)
    void navigate({ to: '/hire-list' })
  }

  return (
    <>
      <PageIntro
        eyebrow="Shared with you"
        heading="A shared hire list"
        intro="Someone has shared a list of pieces from our hire range with you. Prices are today's, read from our range."
      />
      <WithSidebar $side="22rem">
        <section aria-label="Items in the shared list">
          {catalogue.isError && !products ? (
            <CatalogueError onRetry={() => void catalogue.refetch()} />
          ) : !products ? (
            <Loading aria-busy="true">Loading the shared list…</Loading>
          ) : (
            <>
              {missing.length > 0 ? (
                <Missing role="status">
                  <p>
                    {missing.length === 1
                      ? 'One piece in this list is no longer in our range:'
                      : `${missing.length} pieces in this list are no longer in our range:`}
                  </p>
                  <ul>
                    {missing.map((item) => (
                      <li key={`${item.productId}:${item.variantKey ?? ''}`}>{describeMissing(item)}</li>
                    ))}
                  </ul>
                </Missing>
              ) : null}
              {lines.length > 0 ? (
                <HireLineRows lines={lines} editable={false} label="Shared list items" />
              ) : (
                <Hint>None of the pieces in this list are in our range any more.</Hint>
              )}
            </>
          )}
        </section>
        <Summary aria-labelledby="shared-list-summary">
          <SummaryTitle id="shared-list-summary">Summary</SummaryTitle>
          <TotalsView totalCount={totalCount} totalCents={totalCents} isPending={!products} />
          <Actions>
            <Button type="button" disabled={!hydrated || lines.length === 0} onClick={() => act('replace')}>
              Use this list
            </Button>
            <Button
              type="button"
              $variant="outline"
              disabled={!hydrated || lines.length === 0}
              onClick={() => act('merge')}
            >
              Add to my list
            </Button>
            <Hint>
              {hydrated && mine.length > 0
                ? `“Use this list” replaces the ${mine.length === 1 ? 'line' : `${mine.length} lines`} in your own list; “Add to my list” adds these pieces to it.`
                : '“Use this list” makes it your hire list; “Add to my list” adds these pieces to yours.'}
            </Hint>
          </Actions>
        </Summary>
      </WithSidebar>
    </>
  )
}
