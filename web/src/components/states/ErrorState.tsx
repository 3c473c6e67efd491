import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { Button } from '../ui/Button.tsx'
import { StatePanel } from './StatePanel.tsx'

/** A route whose content failed to load: say so plainly and offer a retry that refetches. */
export function ErrorState({ error }: ErrorComponentProps) {
  const router = useRouter()
  const queryErrorResetBoundary = useQueryErrorResetBoundary()

  useEffect(() => {
    queryErrorResetBoundary.reset()
  }, [queryErrorResetBoundary])

  useEffect(() => {
    console.error(error)
  }, [error])

  return (
    <StatePanel
      title="We couldn't load this page"
      actions={
        <Button type="button" onClick={() => void router.invalidate()}>
          Try again
        </Button>
      }
    >
      <p role="alert">Something went wrong while loading this page. Please check your connection and try again.</p>
    </StatePanel>
  )
}
