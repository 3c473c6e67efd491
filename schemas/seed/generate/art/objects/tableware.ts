/** Everything set on or served from a table; one file per family of piece, gathered here for the drawer table. */
export { bowl, cutlery, plate } from './placeSetting.ts'
export { stemware, tumbler } from './glassware.ts'
export { vase } from './vases.ts'
export { stand } from './stands.ts'
