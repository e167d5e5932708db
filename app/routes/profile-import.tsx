import { data } from 'react-router'
import type { Route } from './+types/profile-import'
import { importAccount } from '~/.server/account-import/restore'
import { verifiedUser } from '~/.server/auth/guards'
import { handleForm, readForm } from '~/.server/forms'
import { consume } from '~/.server/security/rate-limit'
import { FormFailureToast } from '~/components/FormFailureToast'
import { ImportForm, ImportDone } from '~/components/profile/ImportData'
import { CardPage } from '~/components/CardPage'
import { importFormSchema } from '~/lib/schemas/account-import'
import { forwardActionHeaders } from '~/lib/route-headers'

export const meta: Route.MetaFunction = () => [{ title: 'Import your data | Storybook' }]
export const headers = forwardActionHeaders

/** /profile/import: a "Download your data" ZIP (from here or another Storybook) restored into this account. */
export function loader({ context }: Route.LoaderArgs) {
  verifiedUser(context)
  return null
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = verifiedUser(context)
  return handleForm(
    await readForm(request),
    importFormSchema,
    async ({ file }) => {
      await consume('importsPerUser', String(user.id))
      return data({ imported: await importAccount(user, new Uint8Array(await file.arrayBuffer())) })
    },
    { errorTitle: 'Nothing was imported', fallback: 'The import failed. Nothing was changed; please try again.' },
  )
}

export default function ImportData({ actionData }: Route.ComponentProps) {
  const imported = actionData && 'imported' in actionData ? actionData.imported : null
  const failed = actionData && 'result' in actionData ? actionData : undefined
  return (
    <CardPage title="Import your data" after={<FormFailureToast actionData={failed} />}>
      {imported ? <ImportDone result={imported} /> : <ImportForm lastResult={failed?.result} />}
    </CardPage>
  )
}
