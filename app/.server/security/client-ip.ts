/**
 * The address of the client, as the Node server (scripts/start.js) wrote it into this header after
 * discarding any value the client sent. Under the Vite dev server there is none: all is "local".
 */
export const CLIENT_IP_HEADER = 'x-storybook-client-ip'

export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) || 'local'
}
