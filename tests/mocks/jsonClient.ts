/** JSON requests to a mock API as a client sends them, answered as { status, body }. */
export interface JsonReply {
  status: number
  body: unknown
}

export interface JsonClient {
  get(path: string, headers?: Record<string, string>): Promise<JsonReply>
  /** A string body is sent as it is (to send text that is not JSON). */
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<JsonReply>
}

/** A client of the API at `base()`; a path that is a whole URL goes there instead. */
export function jsonClient(base: () => string): JsonClient {
  const send = async (path: string, init: RequestInit): Promise<JsonReply> => {
    const response = await fetch(path.startsWith('http') ? path : `${base()}${path}`, init)
    return { status: response.status, body: await response.json() }
  }
  return {
    get: (path, headers) => send(path, { headers }),
    post: (path, body, headers) =>
      send(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
  }
}
