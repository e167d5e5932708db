import { Form, Link } from 'react-router'
import type { StoryVersions } from '~/.server/stories/versions'

/**
 * Two tellings of one story side by side: on the new one, keep it or go back to the first; on the
 * first, a link to the new one while it waits.
 */
export function VersionBanner({ storyId, versions }: { storyId: number; versions: StoryVersions }) {
  const { newTellingOf, newTelling } = versions
  if (newTellingOf) {
    return (
      <section className="card flex flex-col gap-3 bg-sky-50 ring-sky-200" aria-labelledby="version-title">
        <h2 id="version-title" className="text-xl font-bold">
          A new version of “{newTellingOf.title}”
        </h2>
        <p>Keep the version you like best; the other one is deleted.</p>
        <div className="flex flex-wrap gap-3">
          <Form method="post">
            <input type="hidden" name="intent" value="keep" />
            <button type="submit" className="btn-primary">
              Keep this version
            </button>
          </Form>
          <Link to={`/story/${newTellingOf.id}`} className="btn-secondary">
            Read the first version
          </Link>
        </div>
      </section>
    )
  }
  if (newTelling) {
    return (
      <section className="card flex flex-col gap-3 bg-sky-50 ring-sky-200" aria-labelledby="version-title">
        <h2 id="version-title" className="text-xl font-bold">
          {newTelling.status === 'generating' ? 'A new version is being made' : 'A new version is waiting'}
        </h2>
        <div className="flex flex-wrap gap-3">
          <Link to={`/story/${newTelling.id}`} className="btn-primary">
            Read the new version
          </Link>
          <Form method="post" action={`/story/${storyId}`}>
            <input type="hidden" name="intent" value="keep" />
            <button type="submit" className="btn-secondary">
              Keep this one
            </button>
          </Form>
        </div>
      </section>
    )
  }
  return null
}
