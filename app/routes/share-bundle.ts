import type { Route } from './+types/share-bundle'
import { handleApi, jsonError, methodNotAllowed } from '~/.server/http'
import { bundleHeaders, sharedBundle } from '~/.server/stories/books'

/** GET /s/{token}/bundle.zip: the shared story to keep offline (as the owner's bundle.zip), while the link works. */
export const loader = ({ params }: Route.LoaderArgs) =>
  handleApi(async () => {
    const bundle = await sharedBundle(params.token)
    if (!bundle) return jsonError(404, 'Not found')
    return new Response(new Uint8Array(bundle.zip), {
      headers: { ...bundleHeaders(bundle.title), 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex' },
    })
  }, 'Failed to make the download')

export const action = () => methodNotAllowed('GET')
