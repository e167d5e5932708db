import type { Route } from './+types/child'
import { requireApiUser } from '~/.server/auth/guards'
import { AppError } from '~/.server/errors'
import { handleApi, methodNotAllowed, parseWith, readJsonBody } from '~/.server/http'
import { patchChild, updateChild } from '~/.server/stories/child-profiles'
import { findChild, forgetChild } from '~/.server/stories/children'
import { parseId } from '~/lib/ids'
import { childSchema } from '~/lib/schemas/child'

const PRIVATE = { 'Cache-Control': 'private, no-store' }
const notFound = () => new AppError(404, 'Child not found')

/** GET /api/children/{id}: one of the account's children; 404 for anyone else's. */
export const loader = ({ params, context }: Route.LoaderArgs) =>
  handleApi(async () => {
    const child = await findChild(requireApiUser(context, 'Please log in').id, parseId(params.id))
    if (!child) throw notFound()
    return Response.json(child, { headers: PRIVATE })
  })

/**
 * PATCH /api/children/{id}: changes the fields sent (the others stay), validated as a whole with
 * the create form's rules. DELETE takes a child off the list (their stories stay). 404 for anyone
 * else's child.
 */
export const action = ({ request, params, context }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== 'PATCH' && request.method !== 'DELETE') return methodNotAllowed('GET, PATCH, DELETE')
    const user = requireApiUser(context, 'Please log in')
    const id = parseId(params.id)
    if (request.method === 'DELETE') {
      if (!(await forgetChild(user.id, id))) throw notFound()
      return Response.json({ ok: true })
    }
    const body = await readJsonBody(request)
    if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new AppError(400, 'Request body must be a JSON object')
    const found = await patchChild(user.id, id, body as Record<string, unknown>)
    if (!found) throw notFound()
    const updated = await updateChild(user.id, id, parseWith(childSchema, found.merged))
    if (!updated) throw notFound()
    return Response.json(updated, { headers: PRIVATE })
  })
