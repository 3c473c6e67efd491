import { SINGLETON_TYPES } from '@amaranth/schemas/types'
import type { DocumentActionsResolver, NewDocumentOptionsResolver } from 'sanity'

export type SingletonType = (typeof SINGLETON_TYPES)[number]

const singletonTypes = new Set<string>(SINGLETON_TYPES)

export const isSingletonType = (typeName: string): typeName is SingletonType => singletonTypes.has(typeName)

/** A singleton is edited and published in place: it is never duplicated, unpublished or deleted. */
const SINGLETON_ACTIONS = new Set<string>(['publish', 'discardChanges', 'restore'])

export const singletonDocumentActions: DocumentActionsResolver = (prev, { schemaType }) =>
  isSingletonType(schemaType)
    ? prev.filter(({ action }) => action !== undefined && SINGLETON_ACTIONS.has(action))
    : prev

/**
 * Singletons never appear under "Create new" (global menu, reference inputs, lists): their one
 * document is opened from the structure by id. Default template ids equal the type names.
 */
export const withoutSingletonTemplates: NewDocumentOptionsResolver = (prev) =>
  prev.filter(({ templateId }) => !isSingletonType(templateId))
