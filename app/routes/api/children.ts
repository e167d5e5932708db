import type { Route } from './+types/children'
import { requireApiUser } from '~/.server/auth/guards'
import { handleApi, methodNotAllowed, parseWith, readJsonBody } from '~/.server/http'
import { createChild } from '~/.server/stories/child-profiles'
import { listChildren } from '~/.server/stories/children'
import { childSchema } from '~/lib/schemas/child'

const PRIVATE = { 'Cache-Control': 'private, no-store' }

/** GET /api/children: the account's children, most recently used first (a plain list; the family's rules are at /api/children/family-rules). */
export const loader = ({ context }: Route.LoaderArgs) =>
  handleApi(async () => Response.json(await listChildren(requireApiUser(context, 'Please log in').id), { headers: PRIVATE }))

/** POST /api/children: adds a child (the create form's rules and messages); 201 with the profile, 409 for a name already there. */
export const action = ({ request, context }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== 'POST') return methodNotAllowed('GET, POST')
    const user = requireApiUser(context, 'Please log in')
    const input = parseWith(childSchema, await readJsonBody(request))
    return Response.json(await createChild(user.id, input), { status: 201, headers: PRIVATE })
  })
