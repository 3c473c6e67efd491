import { useRouter, useRouterState } from '@tanstack/react-router'
import { pageNameAt, type PageName } from '../lib/routing/pageName.ts'

/** The page name of the location being shown, or navigated to, as its route declares it. */
export function usePageName(): PageName {
  const router = useRouter()
  return useRouterState({ select: (state) => pageNameAt(router, state.location.pathname) })
}
