import { validateDocument, type ValidationClient } from '@sanity/validation'
import { createSchema } from 'sanity'
import type { SeedDocument } from '../../seed/load.ts'
import { OTHER_ZONES_QUERY } from '../../src/types/documents/deliveryZone.ts'
import { schemaTypes } from '../../src/types/index.ts'
import { byId, dataset } from './seedDataset.ts'

function getPath(value: unknown, path: string[]): unknown {
  return path.reduce<unknown>(
    (v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined),
    value,
  )
}

/**
 * The client validateDocument hands to custom validators and slug uniqueness checks, answered
 * from the seed dataset. It knows exactly the queries our schema and Sanity's slug validator send
 * and fails loudly on any other, so a new query shows up as a validation exception.
 */
function datasetClient(docs: SeedDocument[]): ValidationClient {
  const slugQuery =
    /^!defined\(\*\[_type == \$docType && !sanity::versionOf\(\$published\) && ([\w.]+) == \$slug\]\[0\]\._id\)$/
  const uniqueAmongQuery = 'count(*[_type == $type && @[$field] == $value && !(_id in [$id, "drafts." + $id])])'
  const client = {
    fetch: async (query: string, params: Record<string, string>) => {
      if (query === OTHER_ZONES_QUERY) {
        return docs
          .filter((doc) => doc._type === 'deliveryZone' && doc._id !== params.id && !doc._id.startsWith('drafts.'))
          .map((doc) => ({ name: doc.name, postcodes: doc.postcodes }))
      }
      if (query === uniqueAmongQuery) {
        const others = docs.filter((doc) => doc._id !== params.id && doc._id !== `drafts.${params.id}`)
        return others.filter((doc) => doc._type === params.type && doc[params.field!] === params.value).length
      }
      const match = slugQuery.exec(query)
      if (!match) throw new Error(`The fake client cannot answer: ${query}`)
      const path = match[1]!.split('.')
      // sanity::versionOf($published): the published document and its draft (seed/content/drafts.ts).
      const versions = [params.published, `drafts.${params.published}`]
      return !docs.some(
        (doc) => doc._type === params.docType && !versions.includes(doc._id) && getPath(doc, path) === params.slug,
      )
    },
    getDataUrl: (operation: string, path?: string) => `/data/${operation}/seed/${path ?? ''}`,
    observable: {
      fetch: () => {
        throw new Error('not supported by the fake client')
      },
      request: () => {
        throw new Error('not supported by the fake client')
      },
    },
    withConfig: () => client,
  }
  return client as unknown as ValidationClient
}

const schema = createSchema({ name: 'seed', types: schemaTypes })
const client = datasetClient(dataset)
const getDocumentExists = async ({ id }: { id: string }) => byId.has(id)

type CompiledType = {
  name: string
  jsonType: string
  fields?: Array<{ name: string; type: CompiledType }>
  of?: CompiledType[]
  type?: CompiledType
}

const isA = (type: CompiledType | undefined, name: string): boolean =>
  !!type && (type.name === name || isA(type.type, name))

/** Keys in a document that its schema type does not declare (Sanity would show "unknown field"). */
export function undeclaredFields(doc: SeedDocument): string[] {
  const out: string[] = []
  const walk = (value: unknown, type: CompiledType | undefined, path: string) => {
    if (!type || value === null || typeof value !== 'object') return
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        if (item === null || typeof item !== 'object') return
        const member = type.of?.find((t) => t.name === item._type) ?? (type.of?.length === 1 ? type.of[0] : undefined)
        if (!member) out.push(`${doc._id} ${path}[${i}] (_type ${item._type})`)
        else walk(item, member, `${path}[${i}]`)
      })
      return
    }
    if (isA(type, 'block') || isA(type, 'reference')) return
    const fields = new Map((type.fields ?? []).map((f) => [f.name, f.type]))
    for (const [key, inner] of Object.entries(value)) {
      if (key.startsWith('_')) continue
      if (!fields.has(key)) out.push(`${doc._id} ${path}${path ? '.' : ''}${key}`)
      else walk(inner, fields.get(key), `${path}${path ? '.' : ''}${key}`)
    }
  }
  walk(doc, schema.get(doc._type) as CompiledType, '')
  return out
}

export async function markersOf(doc: SeedDocument) {
  const result = await validateDocument({ document: doc as never, schema, client, getDocumentExists })
  return result.markers.map((m) => ({ level: m.level, text: `${doc._id} ${JSON.stringify(m.path)}: ${m.message}` }))
}

export async function errorsOf(doc: SeedDocument) {
  return (await markersOf(doc)).filter((m) => m.level === 'error').map((m) => m.text)
}
