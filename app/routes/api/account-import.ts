import type { Route } from './+types/account-import'
import { importAccount } from '~/.server/account-import/restore'
import { readImportUpload } from '~/.server/account-import/upload'
import { assertEmailVerified, requireApiUser } from '~/.server/auth/guards'
import { handleApi, methodNotAllowed } from '~/.server/http'
import { consume } from '~/.server/security/rate-limit'

/**
 * POST /api/account/import: a ZIP made by GET /api/account/export (here or on another Storybook),
 * as the body (Content-Type: application/zip) or as the `file` field of a multipart form, restored
 * into the signed-in account. 201 with what was added; 400, 413 or 422 saying what is wrong.
 */
export const action = ({ request, context }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== 'POST') return methodNotAllowed('POST')
    const user = requireApiUser(context, 'Please log in to import your data')
    assertEmailVerified(user)
    await consume('importsPerUser', String(user.id))
    const result = await importAccount(user, await readImportUpload(request))
    return Response.json(result, { status: 201 })
  }, 'The import failed. Nothing was changed; please try again.')

export const loader = () => methodNotAllowed('POST')
