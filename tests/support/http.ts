/**
 * A tiny cookie-jar HTTP client over global fetch for the integration tests. Each client keeps the
 * cookies the app sets (Set-Cookie), never follows redirects (`redirect: 'manual'`), and sends an
 * Origin header equal to the app URL on non-GET requests unless told otherwise.
 */

export type SetCookie = {
  name: string
  value: string
  attributes: Record<string, string | true>
  raw: string
}

/** Parses one Set-Cookie header value; attribute names are lower-cased. */
export function parseSetCookie(raw: string): SetCookie {
  const [pair = '', ...parts] = raw.split(';')
  const eq = pair.indexOf('=')
  const name = pair.slice(0, eq).trim()
  const value = pair.slice(eq + 1).trim()
  const attributes: Record<string, string | true> = {}
  for (const part of parts) {
    const i = part.indexOf('=')
    if (i === -1) attributes[part.trim().toLowerCase()] = true
    else attributes[part.slice(0, i).trim().toLowerCase()] = part.slice(i + 1).trim()
  }
  return { name, value, attributes, raw }
}

/** True when a Set-Cookie value deletes its cookie (empty, Max-Age<=0 or an expiry in the past). */
function isRemoval(c: SetCookie): boolean {
  const maxAge = c.attributes['max-age']
  if (typeof maxAge === 'string' && Number(maxAge) <= 0) return true
  const expires = c.attributes.expires
  if (typeof expires === 'string' && Date.parse(expires) <= Date.parse('2000-01-01T00:00:00Z')) return true
  return false
}

export type RequestOptions = {
  method?: string
  headers?: Record<string, string>
  /** A raw body (string), sent as is; or multipart form data (a file upload). */
  body?: string | FormData
  /** Origin header for non-GET requests: the app URL by default; null sends none. */
  origin?: string | null
  /** Do not send (or store) cookies for this one request. */
  anonymous?: boolean
}

export type HttpClient = ReturnType<typeof createClient>

/** `headers` are sent with every request (e.g. the X-Forwarded-For of a client behind a trusted proxy). */
export function createClient(baseUrl: string, { headers: always = {} }: { headers?: Record<string, string> } = {}) {
  const jar = new Map<string, string>()

  function cookieHeader(): string {
    return [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
  }

  function store(res: Response) {
    for (const raw of res.headers.getSetCookie()) {
      const c = parseSetCookie(raw)
      if (!c.name) continue
      if (isRemoval(c) || c.value === '') jar.delete(c.name)
      else jar.set(c.name, c.value)
    }
  }

  async function request(path: string, opts: RequestOptions = {}): Promise<Response> {
    const method = (opts.method ?? 'GET').toUpperCase()
    const headers = new Headers({ ...always, ...opts.headers })
    if (!opts.anonymous && jar.size > 0 && !headers.has('Cookie')) headers.set('Cookie', cookieHeader())
    const origin = opts.origin === undefined ? baseUrl : opts.origin
    if (method !== 'GET' && method !== 'HEAD' && origin !== null && !headers.has('Origin')) headers.set('Origin', origin)
    const res = await fetch(new URL(path, baseUrl), { method, headers, body: opts.body, redirect: 'manual' })
    if (!opts.anonymous) store(res)
    return res
  }

  /** A request with a JSON body (any value, or a raw string when `raw` is set). */
  function json(method: string, path: string, body?: unknown, opts: RequestOptions & { raw?: boolean } = {}) {
    const { raw, ...rest } = opts
    return request(path, {
      ...rest,
      method,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...rest.headers },
      body: body === undefined ? undefined : raw ? String(body) : JSON.stringify(body),
    })
  }

  /** An urlencoded form post, as a browser without JavaScript sends it. */
  function form(path: string, fields: Record<string, string>, opts: RequestOptions = {}) {
    return request(path, {
      ...opts,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...opts.headers },
      body: new URLSearchParams(fields).toString(),
    })
  }

  /** A multipart form post with files, as a browser sends a file input (fetch sets the boundary). */
  function upload(
    path: string,
    fields: Record<string, string | Blob | { data: Uint8Array; name: string; type?: string }>,
    opts: RequestOptions = {},
  ) {
    const body = new FormData()
    for (const [name, value] of Object.entries(fields)) {
      if (typeof value === 'string' || value instanceof Blob) body.set(name, value)
      else body.set(name, new Blob([new Uint8Array(value.data)], { type: value.type ?? 'application/octet-stream' }), value.name)
    }
    return request(path, { ...opts, method: 'POST', body })
  }

  return {
    baseUrl,
    jar,
    upload,
    request,
    get: (path: string, opts: RequestOptions = {}) => request(path, { ...opts, method: 'GET' }),
    json,
    postJson: (path: string, body?: unknown, opts?: RequestOptions & { raw?: boolean }) => json('POST', path, body, opts),
    putJson: (path: string, body?: unknown, opts?: RequestOptions & { raw?: boolean }) => json('PUT', path, body, opts),
    delete: (path: string, opts: RequestOptions = {}) => request(path, { ...opts, method: 'DELETE' }),
    form,
    /** The current value of a cookie in the jar. */
    cookie: (name: string) => jar.get(name),
    setCookie: (name: string, value: string) => jar.set(name, value),
    clearCookies: () => jar.clear(),
  }
}

/** Reads a JSON body, failing with the raw text when it is not JSON. */
export async function readJson<T = any>(res: Response): Promise<T> {
  const text = await res.text()
  try {
    return JSON.parse(text) as T
  } catch {
    throw new Error(`expected JSON (status ${res.status}), got: ${text.slice(0, 300)}`)
  }
}

/** The Set-Cookie values of a response, parsed. */
export const setCookies = (res: Response): SetCookie[] => res.headers.getSetCookie().map(parseSetCookie)

/**
 * The raw session id inside a react-router signed cookie value: URI-encoded base64 of the JSON
 * string, then "." and the signature.
 */
export function unsignCookieValue(value: string): unknown {
  const decoded = decodeURIComponent(value)
  const dot = decoded.lastIndexOf('.')
  const payload = dot === -1 ? decoded : decoded.slice(0, dot)
  return JSON.parse(Buffer.from(payload, 'base64').toString('utf8'))
}
