import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { EmojiIcon } from './EmojiIcon'
import { prefersReducedMotion } from '~/lib/motion'
import { Cover, type CardStory } from './StoryCard'
import { useHydrated } from './use-hydrated'

/** The hero slideshow moves on every 12 s, fading in over 500 ms. */
export const ROTATION_MS = 12_000
export const FADE_MS = 500

/**
 * The hero's slideshow of sample stories that have a picture. Without JavaScript the server
 * renders one story (the first, or the one a dot link asked for) and the dots are plain links;
 * with it, the story changes every 12 s with a fade, a dot jumps and restarts the timer, and a
 * Pause button stops the rotation (WCAG 2.2.2); visitors who prefer reduced motion get no rotation.
 */
export function FeaturedPanel({ stories, start = 0 }: { stories: CardStory[]; start?: number }) {
  const [index, setIndex] = useState(start)
  const [restart, setRestart] = useState(0)
  const [paused, setPaused] = useState(false)
  const hydrated = useHydrated()
  const slide = useRef<HTMLAnchorElement>(null)
  const shown = useRef(index)
  const count = stories.length

  // biome-ignore lint/correctness/useExhaustiveDependencies: index and restart restart the 12 s timer
  useEffect(() => {
    if (count < 2 || paused || prefersReducedMotion()) return
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), ROTATION_MS)
    return () => clearTimeout(timer)
  }, [index, restart, paused, count])

  // biome-ignore lint/correctness/useExhaustiveDependencies: fades in when the index changes, not when the list is fetched again
  useEffect(() => {
    if (shown.current === index) return
    shown.current = index
    if (!prefersReducedMotion()) slide.current?.animate?.([{ opacity: 0 }, { opacity: 1 }], { duration: FADE_MS, easing: 'ease-out' })
    // Fetch the next picture ahead, so the next fade shows it at once.
    const next = stories[(index + 1) % count]
    if (next?.imageUrl) new Image().src = next.imageUrl
  }, [index])

  if (count === 0) {
    return (
      <div className="card flex flex-col items-center justify-center gap-4 text-center">
        <EmojiIcon name="open-book" size={72} />
        <p className="text-xl font-bold">Your child’s first story is waiting to be written.</p>
        <Link to="/create" className="btn-primary">
          Create Your Story
        </Link>
      </div>
    )
  }

  const story = stories[index % count]!
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured stories"
      className="overflow-hidden rounded-3xl bg-white shadow-xl ring-1 ring-brand-100"
    >
      <div aria-live={paused ? 'polite' : 'off'}>
        <Link ref={slide} key={story.id} to={`/story/${story.id}`} className="group block" data-testid="featured-story">
          <Cover src={story.imageUrl} eager />
          <div className="p-5">
            <p className="text-sm font-semibold text-brand-700">Featured story · {story.themeName}</p>
            <p className="mt-1 font-display text-2xl leading-tight font-bold group-hover:underline">{story.title}</p>
          </div>
        </Link>
      </div>
      {count > 1 ? (
        <div className="flex items-center justify-center gap-1 px-4 pb-3">
          {stories.map((s, i) => (
            <a
              key={s.id}
              href={`?featured=${i}#featured`}
              aria-label={`Show story ${i + 1} of ${count}: ${s.title}`}
              aria-current={i === index % count ? 'true' : undefined}
              onClick={(e) => {
                e.preventDefault()
                setIndex(i)
                setRestart((n) => n + 1)
              }}
              className="dot"
            >
              <span className="sr-only">Story {i + 1}</span>
            </a>
          ))}
          {/* Needs JavaScript: invisible (but holding its place, so nothing moves) until then. */}
          <button
            type="button"
            onClick={() => setPaused(!paused)}
            className={`ml-2 min-h-11 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 ${hydrated ? '' : 'invisible'}`}
          >
            {paused ? 'Play' : 'Pause'}
          </button>
        </div>
      ) : null}
    </section>
  )
}
