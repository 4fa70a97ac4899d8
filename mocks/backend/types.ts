/** What every backend rule works with: the data, the clock and id source, and the reply it gives. */
import type { ContentLanguage } from '../../src/api/schemas'
import type { MockDb, PaymentRecord } from './db'

/** Where the data lives: memory (node tests), localStorage (browser), a JSON file (json-server). */
export interface Store {
  read(): MockDb
  write(next: MockDb): void
}

/** The outside world a rule may consult: the time and fresh ids. Injected so rules stay pure and testable. */
export interface BackendEnv {
  now(): Date
  newId(): string
}

export type Json =
  string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json | undefined }

/** An HTTP-shaped answer that both adapters (MSW, json-server) send as JSON. */
export interface Reply {
  status: number
  body: Json
}

/** A rule's result: the reply, and the data to store when it changed something. */
export interface Outcome {
  reply: Reply
  next?: MockDb
}

/** A rule answering a request's body, its reply's texts in the language the request asks for (English by default). */
export type BodyRule = (db: MockDb, body: unknown, env: BackendEnv, language?: ContentLanguage) => Outcome

/**
 * The gateway page a new payment is sent to (an app page under MSW, a server page under json-server), showing its
 * texts in the language the payment was started in.
 */
export type GatewayUrl = (payment: PaymentRecord, language: ContentLanguage) => string
