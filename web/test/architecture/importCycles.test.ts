import { readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { sourceFiles, webSrc as src } from '../support/sourceFiles.ts'

/**
 * The folder map (boundaries.test.ts) has no cycles; this keeps the files free of them too, type-only
 * imports included: a circle of files is one idea split in two, and the next change to one half breaks
 * the other. TypeScript's own pre-processor reads the imports, so no parser of ours can miss one.
 */
function localImports(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => resolve(dirname(file), name))
}

/** Every circle in a graph of imports, each named by its files from the first one found, in import order. */
function importCycles(graph: Map<string, string[]>): string[][] {
  const state = new Map<string, 'open' | 'done'>()
  const path: string[] = []
  const cycles: string[][] = []
  const visit = (file: string) => {
    state.set(file, 'open')
    path.push(file)
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next])
      else if (!state.has(next) && graph.has(next)) visit(next)
    }
    path.pop()
    state.set(file, 'done')
  }
  for (const file of graph.keys()) if (!state.has(file)) visit(file)
  return cycles
}

const graphOf = (files: string[]) => new Map(files.map((file) => [file, localImports(file)]))

describe('imports', () => {
  it('finds a circle, however long, and nothing in a tree without one', () => {
    const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges))
    expect(importCycles(graph({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] }))).toEqual([['a', 'b', 'c', 'a']])
    expect(importCycles(graph({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([])
  })

  it('no file in web/src reaches itself through its imports', () => {
    const cycles = importCycles(graphOf(sourceFiles(src)))
    expect(cycles.map((cycle) => cycle.map((file) => relative(src, file)))).toEqual([])
  })
})
