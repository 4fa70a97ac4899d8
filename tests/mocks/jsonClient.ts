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

export const DEMO_PHONE = '+919876543210'

/** Signs a phone number in with the mock identity provider; answers the Authorization header of its ID token. */
export async function signedIn(
  client: JsonClient,
  phoneNumber = DEMO_PHONE,
): Promise<Record<string, string>> {
  const reply = await client.post('/api/mock-auth/session', { phoneNumber, code: '123456' })
  const { idToken } = reply.body as { idToken: string }
  return { Authorization: `Bearer ${idToken}` }
}

/** The Authorization header of an ID token as the Firebase Auth emulator issues them: an unsigned JWT. */
export function emulatorAuthorization(
  uid: string,
  expiresAt = Date.now() + 3_600_000,
): Record<string, string> {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const claims = {
    iss: 'https://securetoken.google.com/demo-sankalp',
    aud: 'demo-sankalp',
    user_id: uid,
    sub: uid,
    exp: Math.floor(expiresAt / 1000),
  }
  return { Authorization: `Bearer ${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.` }
}
