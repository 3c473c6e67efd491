import { useRouterState } from '@tanstack/react-router'
import { pageNameFromPath, type PageName } from '../lib/content/pageName.ts'

export function usePageName(): PageName {
  return useRouterState({ select: (state) => pageNameFromPath(state.location.pathname) })
}
