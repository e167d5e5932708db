/**
 * The media path rule: turns whatever address a segment stores for its image or
 * audio into the address the browser should load. Implemented once; used by the API and the pages.
 */

/** Shown when a story image is missing or fails to load. */
export const FALLBACK_IMAGE = '/assets/fallback-story-image.svg'
export const IMAGE_ASPECTS = ['square', 'video', 'wide', 'vertical'] as const

const MEDIA_PREFIX = '/api/media/'

/** Cloud-storage hosts whose objects we serve ourselves: returns [bucket, file] or null. */
function cloudObject(url: URL): [string, string] | null {
  const path = url.pathname.replace(/^\/+/, '')
  const host = url.hostname.toLowerCase()
  // Google Cloud Storage: storage.googleapis.com/{bucket}/{file} or {bucket}.storage.googleapis.com/{file}
  // Amazon S3: s3[.region].amazonaws.com/{bucket}/{file} or {bucket}.s3[.region].amazonaws.com/{file}
  const pathStyle = host === 'storage.googleapis.com' || /^s3([.-][a-z0-9-]+)?\.amazonaws\.com$/.test(host)
  const hostStyle = /^(.+)\.(storage\.googleapis\.com|s3([.-][a-z0-9-]+)?\.amazonaws\.com)$/.exec(host)
  if (pathStyle) {
    const slash = path.indexOf('/')
    if (slash <= 0 || slash === path.length - 1) return null
    return [path.slice(0, slash), path.slice(slash + 1)]
  }
  if (hostStyle?.[1] && path) return [hostStyle[1], path]
  return null
}

export function resolveMediaPath(input: string | null | undefined): string {
  const value = (input ?? '').trim()
  if (value === '') return ''

  if (/^data:/i.test(value)) return value
  if (/^https?:\/\//i.test(value)) {
    let url: URL
    try {
      url = new URL(value)
    } catch {
      return value
    }
    const object = cloudObject(url)
    return object ? `${MEDIA_PREFIX}${object[0]}/${object[1]}` : value
  }

  if (/^\/*api\/media(\/|$)/.test(value)) return `/${value.replace(/^\/+/, '')}`.replace(/\/{2,}/g, '/')

  for (const kind of ['images', 'audio'] as const) {
    const at = value.lastIndexOf(`${kind}/`)
    const boundary = at === 0 || value[at - 1] === '/'
    if (at >= 0 && boundary) {
      const file = value.slice(at + kind.length + 1).replace(/^\/+/, '')
      if (file) return `${MEDIA_PREFIX}${kind}/${file}`
    }
  }

  return MEDIA_PREFIX + value.replace(/^\/+/, '').replace(/^public\//, '')
}
