import { data } from 'react-router'
import type { Route } from './+types/auth-provider'
import { redirectWithToast } from '~/.server/toast'

const PROVIDERS = { google: 'Google', microsoft: 'Microsoft' } as const

/**
 * 'Continue with Google / Microsoft Account'. Until OAuth client ids are configured the provider
 * is not available, and the visitor goes back to /auth with a clear toast.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const name = PROVIDERS[params.provider as keyof typeof PROVIDERS]
  if (!name) throw data(null, { status: 404 })
  return redirectWithToast('/auth', {
    title: `${name} sign-in is not configured.`,
    description: 'Please sign in with your email and password.',
    variant: 'destructive',
  })
}

/**
 * Never rendered (the loader always redirects or throws). Having a component makes this a page
 * route, so an unknown provider shows the 404 page instead of a bare JSON `null`.
 */
export default function AuthProvider() {
  return null
}
