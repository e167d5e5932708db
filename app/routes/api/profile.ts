import type { Route } from './+types/profile'
import { publicUser, updateProfile } from '~/.server/auth/accounts'
import { requireApiUser } from '~/.server/auth/guards'
import { handleApi, methodNotAllowed, parseWith, readJsonBody } from '~/.server/http'
import { profileSchema } from '~/lib/schemas/auth'

/** PUT /api/profile {display_name, bio, avatar_url} → { ok, message, user }, verified or not. The email never changes. */
export const action = ({ request, context }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== 'PUT') return methodNotAllowed('PUT')
    const user = requireApiUser(context)
    const input = parseWith(profileSchema, await readJsonBody(request))
    const updated = await updateProfile(user.id, input)
    return Response.json({ ok: true, message: 'Profile updated successfully', user: await publicUser(updated) })
  }, 'Failed to update profile')

export const loader = () => methodNotAllowed('PUT')
