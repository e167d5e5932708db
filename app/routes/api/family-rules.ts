import type { Route } from './+types/family-rules'
import { requireApiUser } from '~/.server/auth/guards'
import { handleApi, methodNotAllowed, parseWith, readJsonBody } from '~/.server/http'
import { familyRules, setFamilyRules } from '~/.server/stories/child-profiles'
import { familyRulesSchema } from '~/lib/schemas/child'

const PRIVATE = { 'Cache-Control': 'private, no-store' }

/** GET /api/children/family-rules: `{ rules }`, the rules for every child of the account. */
export const loader = ({ context }: Route.LoaderArgs) =>
  handleApi(async () => Response.json({ rules: await familyRules(requireApiUser(context, 'Please log in').id) }, { headers: PRIVATE }))

/** PUT /api/children/family-rules `{ rules }`: replaces them (keys and free text, moderated, at most FAMILY_RULES_MAX). */
export const action = ({ request, context }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== 'PUT') return methodNotAllowed('GET, PUT')
    const user = requireApiUser(context, 'Please log in')
    const { rules } = parseWith(familyRulesSchema, await readJsonBody(request))
    return Response.json({ rules: await setFamilyRules(user.id, rules) }, { headers: PRIVATE })
  })
