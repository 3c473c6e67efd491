import * as availability from './availability.ts'
import * as hire from './hire.ts'
import * as pages from './pages.ts'
import * as portfolio from './portfolio.ts'
import * as site from './site.ts'
import * as store from './store.ts'

/**
 * Every query the site sends, by its exported name. In production the embedded content lake
 * answers these and nothing else (docs/decisions/0009-bounded-public-requests.md), so a query
 * module that is not listed here would be refused: `shipped.test.ts` checks none is missed.
 */
export const shippedQueries: ReadonlyMap<string, string> = new Map(
  Object.entries<unknown>({ ...availability, ...hire, ...pages, ...portfolio, ...site, ...store }).filter(
    (entry): entry is [string, string] => entry[0].endsWith('Query') && typeof entry[1] === 'string',
  ),
)
