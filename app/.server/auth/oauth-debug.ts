import { log } from '~/.server/log'
import { oauthDebugConfig } from './oauth'

/** The debug card's content: the configuration, or why it could not be read. */
export type OAuthDebug = { config: ReturnType<typeof oauthDebugConfig>; error?: never } | { error: string; config?: never }

/** ?debug=true: the OAuth configuration debug card above the form, read on the server, no secrets. */
export function readOAuthDebug(url: URL, request: Request): OAuthDebug | null {
  if (url.searchParams.get('debug') !== 'true') return null
  try {
    return { config: oauthDebugConfig(request) }
  } catch (error) {
    log.error('oauth: debug config failed', { error })
    return { error: 'Failed to fetch OAuth config: 500' }
  }
}
