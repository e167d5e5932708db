import type { Route } from './+types/account-export'
import { accountExport } from '~/.server/account-export'
import { requireApiUser } from '~/.server/auth/guards'
import { handleApi, methodNotAllowed } from '~/.server/http'
import { consume } from '~/.server/security/rate-limit'

/** GET /api/account/export: everything kept about the account, and every media file of its stories, as one streamed ZIP. */
export const loader = ({ context }: Route.LoaderArgs) =>
  handleApi(async () => {
    const user = requireApiUser(context, 'Please log in to download your data')
    await consume('exportsPerUser', String(user.id))
    const day = new Date().toISOString().slice(0, 10)
    return new Response(accountExport(user), {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="storybook-data-${day}.zip"`,
        'Cache-Control': 'private, no-store',
      },
    })
  }, 'Failed to make the download')

export const action = () => methodNotAllowed('GET')
