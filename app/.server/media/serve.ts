import { CONTENT_TYPES, mediaStore, parseMediaPath } from './storage'

type ByteRange = { start: number; end: number }

/**
 * Parses a single `Range: bytes=…` header against a file size. Returns null for no/unsupported
 * ranges (serve the whole file), or 'unsatisfiable' for a range outside the file (416).
 */
export function parseRange(header: string | null, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match || (match[1] === '' && match[2] === '')) return null
  if (match[1] === '') {
    const suffix = Number(match[2])
    if (suffix === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(match[1])
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  if (start >= size || end < start) return 'unsatisfiable'
  return { start, end }
}

/**
 * Answers a media request: Content-Type, ETag and 304, long immutable caching (names are content
 * hashes), HEAD, and one HTTP Range (206, or 416 when outside the file), streamed from the store.
 */
export async function serveMedia(request: Request, relative: string, { isPublic }: { isPublic: boolean }): Promise<Response> {
  const target = parseMediaPath(relative)
  if (!target) return notFound()
  const headers = new Headers({
    'Content-Type': CONTENT_TYPES[target.extension],
    ETag: target.etag,
    'Cache-Control': `${isPublic ? 'public' : 'private'}, max-age=31536000, immutable`,
    'Accept-Ranges': 'bytes',
  })
  if (request.headers.get('If-None-Match') === target.etag) return new Response(null, { status: 304, headers })
  const store = await mediaStore()
  const size = await store.size(target.key)
  if (size === null) return notFound()

  const range = parseRange(request.headers.get('Range'), size)
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${size}`)
    return new Response(null, { status: 416, headers })
  }
  const { start, end } = range ?? { start: 0, end: size - 1 }
  headers.set('Content-Length', String(size === 0 ? 0 : end - start + 1))
  if (range) headers.set('Content-Range', `bytes ${start}-${end}/${size}`)
  const status = range ? 206 : 200
  if (request.method === 'HEAD' || size === 0) return new Response(null, { status, headers })
  const stream = await store.stream(target.key, range ? { start, end } : null)
  if (!stream) return notFound()
  return new Response(stream, { status, headers })
}

function notFound() {
  return Response.json({ error: 'Not found' }, { status: 404 })
}
