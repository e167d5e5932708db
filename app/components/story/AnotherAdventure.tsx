import { Link } from 'react-router'

/** Where "Another adventure" leads: the create form filled in from the story (a GET, so it works without JavaScript). */
export const anotherAdventureHref = (storyId: number) => `/create?after=${storyId}`

/**
 * "Another adventure for Mia and Mr Buttons": the create form filled in from one of the owner's
 * ready stories (the child, the companion, the theme), whose new story remembers this one. For The
 * End of a story and for a child's shelf in the library.
 */
export function AnotherAdventure({
  storyId,
  childName,
  companion,
  className = 'btn-primary',
}: {
  storyId: number
  childName: string
  companion: string
  className?: string
}) {
  return (
    <Link to={anotherAdventureHref(storyId)} className={className}>
      {`Another adventure for ${childName} and ${companion}`}
    </Link>
  )
}

/** Above the create form filled in by "Another adventure": which story the new one will remember. */
export function NextAdventureNote({ title, childName }: { title: string; childName: string }) {
  return (
    <div className="card mb-6 space-y-2" role="note" aria-labelledby="next-adventure-title">
      <h2 id="next-adventure-title" className="text-lg font-bold text-brand-700">
        The next adventure
      </h2>
      <p>
        This story will remember <cite className="font-semibold not-italic">{title}</cite>. Change anything you like: a new theme, or
        “Surprise me” for a story {childName} has not had yet.
      </p>
      <p className="text-sm">
        <Link to="/create" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
          Start a fresh story instead
        </Link>
      </p>
    </div>
  )
}
