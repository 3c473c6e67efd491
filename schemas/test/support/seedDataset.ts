import { loadSeedDataset, type SeedDocument } from '../../seed/load.ts'

/** The seed as the Content Lake would hold it after an import, with loose accessors for the tests. */
export const dataset = loadSeedDataset()
/** Published content only: the seed's drafts (seed/content/drafts.ts) are staff's unpublished edits. */
export const content = dataset.filter((doc) => !doc._type.startsWith('sanity.') && !doc._id.startsWith('drafts.'))
export const byId = new Map(dataset.map((doc) => [doc._id, doc]))
// Seed documents are untyped JSON; the tests read them loosely on purpose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = SeedDocument & Record<string, any>
export const ofType = (type: string) => content.filter((doc) => doc._type === type) as Loose[]
export const one = (id: string) => byId.get(id) as Loose
