import { useEffect, useId, useState } from 'react'
import styled from 'styled-components'
import { Eyebrow } from '../../components/ui/Eyebrow.tsx'
import { EventDatePicker } from '../../hire-list/EventDatePicker.tsx'
import { afterNextPaint } from '../../lib/react/afterNextPaint.ts'
import type { Category } from '../../catalogue/catalogueQueries.ts'
import { SORT_OPTIONS, type CatalogueSearch, type SortValue } from './catalogueSearch.ts'

export type SearchChange = (patch: Partial<CatalogueSearch>) => void

const Toggle = styled.button`
  justify-self: start;
  display: inline-flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.white};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.maroon};
  cursor: pointer;
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`

const Panel = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'grid' : 'none')};
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.line};
  ${({ theme }) => theme.media.md} {
    display: grid;
    grid-template-columns: 1fr 1fr 1.4fr 1fr;
    gap: ${({ theme }) => theme.space[5]};
    padding: 0;
    background: none;
    border: 0;
  }
`

const Label = styled(Eyebrow).attrs({ as: 'label' })``

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  select,
  input {
    min-height: 48px;
    padding: 0 ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radii.none};
    background: ${({ theme }) => theme.colors.white};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.ink};
  }
`

/**
 * Category, sort and search, each written to the URL so a link shares the view and Back undoes a
 * change. On phones the controls fold into a panel opened by 'Filter & Sort'.
 */
export function CatalogueFilters({
  categories,
  search,
  onSearchChange,
}: {
  categories: readonly Category[]
  search: CatalogueSearch
  onSearchChange: SearchChange
}) {
  const panelId = useId()
  const [open, setOpen] = useState(false)
  const [text, setText] = useState(search.q ?? '')
  const [urlText, setUrlText] = useState(search.q)
  // A category or sort just chosen, shown at once while the URL (and the grid) follow after the next paint.
  const [chosen, setChosen] = useState<{ for: CatalogueSearch; patch: Partial<CatalogueSearch> } | null>(null)
  const shown = chosen?.for === search ? { ...search, ...chosen.patch } : search

  // Back or a shared link can change the search; show what the URL says.
  if (urlText !== search.q) {
    setUrlText(search.q)
    setText(search.q ?? '')
  }

  // The select answers in this frame; the navigation, the costly part, runs in a task after its paint.
  const choose = (patch: Partial<CatalogueSearch>) => {
    setChosen({ for: search, patch })
    afterNextPaint(() => onSearchChange(patch))
  }

  // Typing settles into one history entry per pause rather than one per keystroke.
  useEffect(() => {
    const q = text.trim() || undefined
    if (q === search.q) return
    const timer = setTimeout(() => onSearchChange({ q }), 400)
    return () => clearTimeout(timer)
  }, [text, search.q, onSearchChange])

  return (
    <>
      <Toggle type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        Filter &amp; Sort
      </Toggle>
      <Panel id={panelId} $open={open}>
        <Field>
          <Label htmlFor={`${panelId}-category`}>Category</Label>
          <select
            id={`${panelId}-category`}
            value={shown.category ?? ''}
            onChange={(event) => {
              choose({ category: (event.target.value || undefined) as CatalogueSearch['category'] })
            }}
          >
            <option value="">All categories</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          <Label htmlFor={`${panelId}-sort`}>Sort by</Label>
          <select
            id={`${panelId}-sort`}
            value={shown.sort ?? 'category'}
            onChange={(event) => {
              const sort = event.target.value as SortValue
              choose({ sort: sort === 'category' ? undefined : sort })
            }}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          <Label htmlFor={`${panelId}-search`}>Search</Label>
          <input
            id={`${panelId}-search`}
            type="search"
            value={text}
            placeholder="Chairs, candles, linen…"
            onChange={(event) => setText(event.target.value)}
          />
        </Field>
        <EventDatePicker />
      </Panel>
    </>
  )
}
