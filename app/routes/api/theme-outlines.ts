import type { Route } from './+types/theme-outlines'
import { sessionUser } from '~/.server/auth/guards'
import { AppError } from '~/.server/errors'
import { storyIdeas } from '~/.server/generation/tales/fit'
import { handleApi, methodNotAllowed } from '~/.server/http'
import { rulesForChild } from '~/.server/stories/story-rules'
import { isThemeId } from '~/lib/themes'

/**
 * GET /api/themes/{theme}/outlines: the theme's story ideas, five or more ([{ n, pitch, bestFit }]), for
 * `outline` in POST /api/stories. With the child's details in the query (childName, childAge,
 * pronouns, mainCharacter, interests, fears, family, wheelchair) the ideas that fit them best are marked.
 * Signed in, the ideas the child's and the family's rules forbid are never marked (an answer for
 * that account only).
 */
export const loader = ({ params, url, context }: Route.LoaderArgs) =>
  handleApi(async () => {
    if (!isThemeId(params.theme)) throw new AppError(404, 'Theme not found')
    const form = Object.fromEntries(url.searchParams)
    const user = sessionUser(context)
    const rules = user ? await rulesForChild(user.id, { childName: form.childName }) : []
    return Response.json(storyIdeas(params.theme, form, rules), {
      headers: { 'Cache-Control': user ? 'private, no-cache' : 'public, max-age=3600' },
    })
  })

export const action = () => methodNotAllowed('GET')
