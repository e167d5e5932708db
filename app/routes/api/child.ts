import type { Route } from './+types/child'
import { requireApiUser } from '~/.server/auth/guards'
import { AppError } from '~/.server/errors'
import { handleApi, methodNotAllowed } from '~/.server/http'
import { forgetChild } from '~/.server/stories/children'
import { parseId } from '~/lib/ids'

/** DELETE /api/children/{id}: takes a child off the list (their stories stay). 404 for anyone else's. */
export const action = ({ request, params, context }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== 'DELETE') return methodNotAllowed('DELETE')
    const user = requireApiUser(context, 'Please log in')
    const id = parseId(params.id)
    if (!(await forgetChild(user.id, id))) throw new AppError(404, 'Child not found')
    return Response.json({ ok: true })
  })

export const loader = () => methodNotAllowed('DELETE')
