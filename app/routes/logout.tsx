import { redirect } from 'react-router'
import type { Route } from './+types/logout'
import { endSession } from '~/.server/auth/sessions'

/** The header's Logout: revokes the session on the server, then goes home to /. */
export async function action({ request }: Route.ActionArgs) {
  return redirect('/', { headers: { 'Set-Cookie': await endSession(request) } })
}

export const loader = () => redirect('/')
