import type { Route } from './+types/theme-outlines'
import { AppError } from '~/.server/errors'
import { storyIdeas } from '~/.server/generation/tales/fit'
import { handleApi, methodNotAllowed } from '~/.server/http'
import { isThemeId } from '~/lib/themes'

/**
 * GET /api/themes/{theme}/outlines: the theme's five story ideas ([{ n, pitch, bestFit }]), for
 * `outline` in POST /api/stories. With the child's details in the query (childName, childAge,
 * pronouns, mainCharacter, interests, fears, family, wheelchair) the ideas that fit them best are marked.
 */
export const loader = ({ params, url }: Route.LoaderArgs) =>
  handleApi(() => {
    if (!isThemeId(params.theme)) throw new AppError(404, 'Theme not found')
    const form = Object.fromEntries(url.searchParams)
    return Response.json(storyIdeas(params.theme, form), { headers: { 'Cache-Control': 'public, max-age=3600' } })
  })

export const action = () => methodNotAllowed('GET')
