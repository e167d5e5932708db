import { useRef } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { DELETE_CONFIRMATION, lostCreditsNotice } from '~/lib/account'

/**
 * Delete Account: a link to a confirm step without JavaScript (?delete=confirm); with it, the same
 * confirmation in a dialog.
 */
export function DangerZone({ confirming, purchasedCredits }: { confirming: boolean; purchasedCredits: number }) {
  const dialog = useRef<HTMLDialogElement>(null)
  return (
    <section className="card ring-red-200" aria-labelledby="danger-zone">
      <h2 id="danger-zone" className="text-2xl font-bold text-red-800">
        Danger Zone
      </h2>
      <p className="mt-2 text-muted">Deleting your account removes your profile, your stories and all your data.</p>
      <p className="mt-2 font-semibold text-red-900">{lostCreditsNotice(purchasedCredits)}</p>
      {confirming ? (
        <div className="mt-4 rounded-2xl bg-red-50 p-4 ring-1 ring-red-200">
          <ConfirmDelete
            cancel={
              <Link to="/profile" className="btn-secondary">
                Cancel
              </Link>
            }
          />
        </div>
      ) : (
        <Link
          to="?delete=confirm"
          className="btn-danger mt-4"
          onClick={(event) => {
            if (!dialog.current?.showModal) return
            event.preventDefault()
            dialog.current.showModal()
          }}
        >
          Delete Account
        </Link>
      )}
      <dialog ref={dialog} aria-labelledby="confirm-title" className="m-auto max-w-md rounded-3xl p-6 backdrop:bg-black/50">
        <ConfirmDelete
          cancel={
            <button type="button" className="btn-secondary" onClick={() => dialog.current?.close()}>
              Cancel
            </button>
          }
        />
      </dialog>
    </section>
  )
}

/** The question and its two answers, in the confirm step or the dialog. */
function ConfirmDelete({ cancel }: { cancel: React.ReactNode }) {
  const navigation = useNavigation()
  const deleting = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'delete'
  return (
    <Form method="post">
      <h3 id="confirm-title" className="text-xl font-bold">
        Delete your account?
      </h3>
      <p className="mt-2">{DELETE_CONFIRMATION}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="submit" name="intent" value="delete" className="btn-danger" disabled={deleting}>
          {deleting ? 'Deleting...' : 'Yes, delete my account'}
        </button>
        {cancel}
      </div>
    </Form>
  )
}
