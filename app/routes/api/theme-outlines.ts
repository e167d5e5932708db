import type { Route } from './+types/theme-outlines'
import { AppError } from '~/.server/errors'
import { outlinePitches } from '~/.server/generation/tales/outlines'
import { handleApi, methodNotAllowed } from '~/.server/http'
import { isThemeId } from '~/lib/themes'

/** GET /api/themes/{theme}/outlines: the theme's five story ideas ([{ n, pitch }]), for `outline` in POST /api/stories. */
export const loader = ({ params }: Route.LoaderArgs) =>
  handleApi(() => {
    if (!isThemeId(params.theme)) throw new AppError(404, 'Theme not found')
    return Response.json(outlinePitches(params.theme), { headers: { 'Cache-Control': 'public, max-age=3600' } })
  })

export const action = () => methodNotAllowed('GET')
