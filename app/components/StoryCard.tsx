import { Link } from 'react-router'
import { badges, viewCount } from '~/lib/card-decorations'

export const FALLBACK_IMAGE = '/assets/fallback-story-image.svg'

/** What a card needs of a story (loaders send only this, not the whole text). */
export type CardStory = {
  id: number
  title: string
  themeName: string
  imageUrl: string
  status?: 'generating' | 'ready' | 'failed'
}

/** The cover, or the fallback picture when there is none or it fails to load. */
export function Cover({ src, eager = false }: { src: string; eager?: boolean }) {
  return (
    <img
      src={src || FALLBACK_IMAGE}
      alt=""
      width={400}
      height={300}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={(e) => {
        if (!e.currentTarget.src.endsWith(FALLBACK_IMAGE)) e.currentTarget.src = FALLBACK_IMAGE
      }}
      className="aspect-[4/3] w-full bg-brand-100 object-cover"
    />
  )
}

/** Home page card: the whole card opens the story, with its decorative view count and badges. */
export function FeaturedCard({ story }: { story: CardStory }) {
  return (
    <li>
      <Link to={`/story/${story.id}`} className="group story-tile">
        <div className="relative">
          <Cover src={story.imageUrl} />
          <div className="absolute top-3 left-3 flex gap-2">
            {badges(story.id).map((badge) => (
              <span key={badge} className={`pill text-white shadow ${badge === 'NEW' ? 'bg-emerald-700' : 'bg-brand-600'}`}>
                {badge}
              </span>
            ))}
          </div>
        </div>
        <div className="p-4">
          <h3 className="text-lg leading-snug font-bold text-ink group-hover:text-brand-700">{story.title}</h3>
          <p className="mt-2 flex items-center justify-between text-sm text-muted">
            <span className="pill bg-brand-50 text-brand-700">{story.themeName}</span>
            <span>{viewCount(story.id)} views</span>
          </p>
        </div>
      </Link>
    </li>
  )
}
