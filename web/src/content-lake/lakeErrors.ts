/**
 * A refusal in the shape Sanity's HTTP API uses (`{error:{description,type}}`), with its status.
 * Every limit of the embedded lake answers with one, so the browser's @sanity/client reports it
 * the way it would report the hosted lake's.
 */
export class LakeRefusal extends Error {
  readonly status: 400 | 403 | 413 | 429 | 503
  readonly type: string
  readonly retryAfterSeconds?: number
  constructor(status: LakeRefusal['status'], type: string, description: string, retryAfterSeconds?: number) {
    super(description)
    this.status = status
    this.type = type
    this.retryAfterSeconds = retryAfterSeconds
  }

  get body() {
    return { error: { description: this.message, type: this.type } }
  }
}
