/**
 * The address of the client, as the Node server (scripts/start.js) wrote it into this header after
 * discarding any value the client sent. Under the Vite dev server there is none: all is "local".
 */
export const CLIENT_IP_HEADER = 'x-storybook-client-ip'

export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) || 'local'
}

/**
 * The TCP peer of the request, written by the Node server (never the client's value, and never
 * taken from a proxy's headers, unlike the client address above).
 */
export const PEER_IP_HEADER = 'x-storybook-peer-ip'

const LOOPBACK_ADDRESS = /^(?:127(?:\.\d{1,3}){3}|::1|::ffff:127(?:\.\d{1,3}){3})$/

export const isLoopbackAddress = (address: string) => LOOPBACK_ADDRESS.test(address.trim().replace(/^\[|\]$/g, ''))

/** The addresses a proxy says it forwarded the request for (X-Forwarded-For, Forwarded: for=). */
function forwardedFor(request: Request): string[] {
  const xff = request.headers.get('x-forwarded-for')?.split(',') ?? []
  const forwarded = [...(request.headers.get('forwarded') ?? '').matchAll(/for="?\[?([^\]";,]*)/gi)].map((m) => m[1]!)
  return [...xff, ...forwarded].map((a) => a.trim()).filter(Boolean)
}

/**
 * True when the request comes from this machine: its TCP peer is a loopback address and no proxy
 * says it forwarded it for anyone else. Under the Vite dev server (no Node server in front, which
 * listens on localhost) every request is.
 */
export function isLoopbackRequest(request: Request): boolean {
  const peer = request.headers.get(PEER_IP_HEADER)
  if (peer === null) return import.meta.env.DEV
  return isLoopbackAddress(peer) && forwardedFor(request).every(isLoopbackAddress)
}
