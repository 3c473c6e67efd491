// Vite copies every VITE_ variable into the browser bundle (the client reads `import.meta.env` whole),
// so a secret under such a name is published with the site.
const SECRET_LOOKING_PUBLIC_NAME = /^VITE_.*(?:TOKEN|SECRET|PASSWORD|PRIVATE)/i

/** The names of non-empty VITE_ variables that look like secrets. */
export function browserExposedSecretNames(source: NodeJS.ProcessEnv): string[] {
  return Object.keys(source)
    .filter((name) => SECRET_LOOKING_PUBLIC_NAME.test(name) && source[name])
    .sort()
}

/** Refuses to run with a secret under a VITE_ name: the build would already have shipped it to browsers. */
export function assertNoBrowserExposedSecrets(source: NodeJS.ProcessEnv): void {
  const names = browserExposedSecretNames(source)
  if (!names.length) return
  throw new Error(
    `Refusing to start: ${names.join(', ')} ${names.length === 1 ? 'looks' : 'look'} like a secret, and Vite ` +
      'copies every VITE_ variable into the browser bundle. Keep secrets server-side under a name without the ' +
      'VITE_ prefix (for example AIRTABLE_TOKEN), rotate the value if a build with it was ever deployed, and rebuild.',
  )
}
