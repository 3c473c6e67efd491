import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Button } from '../components/ui/Button.tsx'

const Box = styled.div<{ $error?: boolean }>`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme, $error }) => ($error ? theme.colors.error : theme.colors.inkSoft)};
`

/** What stands in place of the grid: loading, empty or failed. */
export function CatalogueMessage({ children }: { children: ReactNode }) {
  return (
    <Box role="status">
      <p>{children}</p>
    </Box>
  )
}

export function CatalogueError({ onRetry }: { onRetry: () => void }) {
  return (
    <Box $error role="alert">
      <p>Failed to load products. Please try again later.</p>
      <Button type="button" $variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Box>
  )
}

/**
 * The catalogue grids' loading and failed states, the same on every page that lists products;
 * `children` (the grid, or its own empty message) once the products are in.
 */
export function CatalogueStatus({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown }
  children: ReactNode
}) {
  if (query.isPending) return <CatalogueMessage>Loading products…</CatalogueMessage>
  if (query.isError) return <CatalogueError onRetry={() => void query.refetch()} />
  return children
}
