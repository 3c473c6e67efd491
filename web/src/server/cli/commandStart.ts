import { existsSync } from 'node:fs'
import { closeDatabases, dataDirOf, describeDatabase } from '../data/fromEnv.ts'
import { readServerEnv } from '../env.ts'

/**
 * How `pnpm inquiries` and `pnpm store` begin: the server's environment, the arguments, the database they
 * read (`path`, as said to staff) and `exit`, which closes it first so PGlite writes its last pages. Without
 * DATABASE_URL and before the server ever ran there is no database yet: that is said and the command ends.
 */
export function commandStart(nothingYet: string) {
  const env = readServerEnv()
  const path = describeDatabase(env)
  if (!env.DATABASE_URL && !existsSync(dataDirOf(env))) {
    console.log(`${nothingYet} (${path} does not exist).`)
    process.exit(0)
  }
  const exit = async (code: number): Promise<never> => {
    await closeDatabases()
    process.exit(code)
  }
  return { args: process.argv.slice(2), env, path, exit }
}
