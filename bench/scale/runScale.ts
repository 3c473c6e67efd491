import { productCardsQuery } from '@amaranth/schemas/queries/hire'
import { startServer } from '../src/benchServer.ts'
import { getBody } from '../src/http.ts'
import { brotliSize, gzipSize } from '../src/zlibSizes.ts'
import { writeDataset } from './generateProducts.ts'
import { CPU_THROTTLING, measureFilterPaint } from './measureFilterPaint.ts'
import type { EncodedSize, ScaleDataset, ScaleResult } from './scaleResult.ts'

const SEED_PRODUCTS = 85
const LARGE_CATALOGUE = 2000
/** The embedded lake's query endpoint (web/src/lib/sanity/config.ts). */
const QUERY_PATH = '/cms/v2025-02-19/data/query/production'

function sizes(body: Buffer): EncodedSize {
  return { raw: body.length, gzip: gzipSize(body), br: brotliSize(body) }
}

async function measureDataset(products: number, port: number, datasetFile?: string): Promise<ScaleDataset> {
  console.log(`bench: scale: /hire-range with ${products} products`)
  const server = await startServer(port, datasetFile ? { CONTENT_DATASET_FILE: datasetFile } : {})
  try {
    const html = sizes(await getBody(`${server.origin}/hire-range`))
    const query = sizes(await getBody(`${server.origin}${QUERY_PATH}?query=${encodeURIComponent(productCardsQuery)}`))
    try {
      const paint = await measureFilterPaint(server.origin)
      const filterToPaintMs = Math.max(paint.eventTimingMs, paint.toPaintAfterCommitMs)
      console.log(
        `bench: scale:   filter → paint ${Math.round(filterToPaintMs)} ms (median of ${paint.samples.length})`,
      )
      return {
        products,
        html,
        query,
        filterToPaintMs,
        eventTimingMs: paint.eventTimingMs,
        toPaintAfterCommitMs: paint.toPaintAfterCommitMs,
        samples: paint.samples,
      }
    } catch (error) {
      const message = error instanceof Error ? error.message.split('\n')[0]! : String(error)
      console.warn(`bench: scale:   measurement failed: ${message}`)
      return { products, html, query, samples: [], error: message }
    }
  } finally {
    await server.stop()
  }
}

/** Issue #7.7: the hire range at the seed's 85 products and at a generated 2,000. */
export async function runScale(port: number): Promise<ScaleResult> {
  const datasets = [await measureDataset(SEED_PRODUCTS, port)]
  datasets.push(await measureDataset(LARGE_CATALOGUE, port, writeDataset(LARGE_CATALOGUE)))
  return { cpuThrottling: CPU_THROTTLING, datasets }
}
