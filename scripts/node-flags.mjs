/** Node 22.18+ runs TypeScript by stripping types by default; 22.12–22.17 needs the flag. */
export function typeStrippingFlags() {
  const [major, minor] = process.versions.node.split('.').map(Number)
  return major > 22 || (major === 22 && minor >= 18) ? [] : ['--experimental-strip-types']
}
