/**
 * The part of json-server 0.17's module API (an express app, its body parsers and a lowdb router) that the adapter
 * uses.
 */
declare module 'json-server' {
  import type { IncomingMessage, Server, ServerResponse } from 'node:http'

  export interface Request extends IncomingMessage {
    params: Record<string, string>
    query: Record<string, unknown>
    body: unknown
  }
  export interface Response extends ServerResponse {
    status(code: number): Response
    json(body: unknown): Response
    type(contentType: string): Response
    send(body: string): Response
    redirect(status: number, url: string): void
    sendFile(path: string, options: { root: string; maxAge?: string }): void
  }
  export type Next = (error?: unknown) => void
  export type Handler = (request: Request, response: Response, next: Next) => void
  export type ErrorHandler = (error: unknown, request: Request, response: Response, next: Next) => void

  export interface LowDb {
    getState(): unknown
    setState(state: unknown): LowDb
    write(): unknown
  }
  export interface Router extends Handler {
    db: LowDb
  }
  export interface Application {
    use(...handlers: (Handler | ErrorHandler | Handler[])[]): Application
    get(path: string, handler: Handler): Application
    post(path: string, handler: Handler): Application
    listen(port: number, callback: () => void): Server
  }
  const jsonServer: {
    create(): Application
    router(file: string): Router
    bodyParser: Handler[]
  }
  export default jsonServer
}
