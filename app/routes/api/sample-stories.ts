import { handleApi, methodNotAllowed } from '~/.server/http'
import { listSampleStories } from '~/.server/stories/service'

/** GET /api/sample-stories: the public samples, cached for 5 minutes (they change rarely). */
export const loader = () =>
  handleApi(
    async () => Response.json(await listSampleStories(), { headers: { 'Cache-Control': 'public, max-age=300' } }),
    'Failed to fetch sample stories',
  )

export const action = () => methodNotAllowed('GET')
