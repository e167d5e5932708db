import { useRef, type ReactNode } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { BookDownload } from './story/BookDownload'

/**
 * The owner's actions on one story: Share, Voices, Rename, New version and Delete. Each is a link to
 * its own page (/story/:id/share, /voices, /rename, /new-version, /delete), so they work without JavaScript;
 * with it, Delete confirms in a dialog instead of a page.
 */
export type ActionStory = { id: number; title: string; status?: string }

/** `bedtime`: a calm page, without the actions that replace or delete the story (New version, Delete). */
export function StoryActions({ story, className = '', bedtime = false }: { story: ActionStory; className?: string; bedtime?: boolean }) {
  return (
    <ul className={`flex flex-wrap justify-center gap-3 ${className}`} aria-label="Story actions">
      <li>
        <Link to={`/story/${story.id}/share`} className="btn-secondary">
          Share
        </Link>
      </li>
      {story.status === 'ready' ? (
        <li>
          <Link to={`/story/${story.id}/voices`} className="btn-secondary">
            Record voices
          </Link>
        </li>
      ) : null}
      {story.status === 'ready' ? (
        <li className="has-[details[open]]:w-full has-[details[open]]:flex has-[details[open]]:justify-center">
          {/* A file, not a page: a GET form (size, dedication) the browser answers with a download. */}
          <BookDownload action={`/api/stories/${story.id}/book.pdf`} />
        </li>
      ) : null}
      {story.status === 'ready' ? (
        <li>
          <a href={`/api/stories/${story.id}/bundle.zip`} download className="btn-secondary">
            Keep offline (ZIP)
          </a>
        </li>
      ) : null}
      <li>
        <Link to={`/story/${story.id}/rename`} className="btn-secondary">
          Rename
        </Link>
      </li>
      {bedtime ? null : (
        <li>
          <Link to={`/story/${story.id}/new-version`} className="btn-secondary">
            New version
          </Link>
        </li>
      )}
      {bedtime ? null : (
        <li>
          <DeleteStoryLink story={story} className="btn-danger" />
        </li>
      )}
    </ul>
  )
}

/** A library card's menu: a disclosure (no JavaScript needed) holding the same actions. */
export function StoryMenu({ story }: { story: ActionStory }) {
  const item = 'flex min-h-11 w-full items-center rounded-xl px-4 font-semibold hover:bg-brand-50 focus-visible:bg-brand-50'
  return (
    <details className="group relative">
      <summary
        className="flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-full text-2xl font-bold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 [&::-webkit-details-marker]:hidden"
        aria-label={`More actions for ${story.title}`}
      >
        <span aria-hidden="true">⋯</span>
      </summary>
      <ul className="absolute right-0 bottom-12 z-10 w-48 rounded-2xl bg-white p-2 shadow-lg ring-1 ring-brand-100">
        <li>
          <Link to={`/story/${story.id}/share`} className={item}>
            Share
          </Link>
        </li>
        <li>
          <Link to={`/story/${story.id}/rename`} className={item}>
            Rename
          </Link>
        </li>
        <li>
          <Link to={`/story/${story.id}/new-version`} className={item}>
            New version
          </Link>
        </li>
        <li>
          <DeleteStoryLink story={story} className={`${item} text-red-800`} />
        </li>
      </ul>
    </details>
  )
}

/** 'Delete': the confirm page without JavaScript, a dialog with it. */
export function DeleteStoryLink({ story, className }: { story: ActionStory; className: string }) {
  const dialog = useRef<HTMLDialogElement>(null)
  return (
    <>
      <Link
        to={`/story/${story.id}/delete`}
        className={className}
        aria-label={`Delete ${story.title}`}
        onClick={(event) => {
          if (!dialog.current?.showModal) return
          event.preventDefault()
          dialog.current.showModal()
        }}
      >
        Delete
      </Link>
      <dialog
        ref={dialog}
        aria-labelledby={`delete-title-${story.id}`}
        className="m-auto max-w-md rounded-3xl p-6 text-left text-ink backdrop:bg-black/50"
      >
        <ConfirmDeleteStory
          id={story.id}
          title={story.title}
          cancel={
            <button type="button" className="btn-secondary" onClick={() => dialog.current?.close()}>
              Cancel
            </button>
          }
        />
      </dialog>
    </>
  )
}

export function ConfirmDeleteStory({ id, title, cancel }: { id: number; title: string; cancel: ReactNode }) {
  const navigation = useNavigation()
  const action = `/story/${id}/delete`
  const deleting = navigation.state !== 'idle' && navigation.formAction === action
  return (
    <Form method="post" action={action}>
      <h2 id={`delete-title-${id}`} className="text-xl font-bold">
        Delete “{title}”?
      </h2>
      <p className="mt-2">Its pages, pictures and narration are deleted for good. The credit it used is not given back.</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="submit" className="btn-danger" disabled={deleting}>
          {deleting ? 'Deleting...' : 'Yes, delete this story'}
        </button>
        {cancel}
      </div>
    </Form>
  )
}
