import { Link } from 'react-router'
import { describeLook, type HeroLook, heroPreviewUrl } from '~/lib/hero-look'

export type ShelfTab = {
  child: { id: number; name: string; childAge: number; pronouns: 'she' | 'he' | 'they'; hero: HeroLook | null }
  count: number
}

/**
 * The library's shelves: "All stories", then one per child with their drawing and name. Plain links
 * (/library?child={id}), so they work without JavaScript; the open shelf is marked as the current page.
 */
export function Shelves({ shelves, open, total }: { shelves: ShelfTab[]; open: number | null; total: number }) {
  if (shelves.length === 0) return null
  return (
    <nav aria-label="Shelves" className="mt-6">
      <ul className="flex flex-wrap gap-3">
        <li>
          <Link to="/library" aria-current={open === null ? 'page' : undefined} className={`${tabClass(open === null)} px-5`}>
            <span className="font-bold">All stories</span>
            <span className="text-sm text-muted">{total}</span>
          </Link>
        </li>
        {shelves.map(({ child, count }) => (
          <li key={child.id}>
            <Link
              to={`/library?child=${child.id}`}
              aria-current={open === child.id ? 'page' : undefined}
              aria-label={`${child.name}’s shelf, ${count} ${count === 1 ? 'story' : 'stories'}`}
              className={`${tabClass(open === child.id)} pr-5 pl-1.5`}
            >
              <ChildDrawing child={child} size={40} />
              <span className="font-bold">{child.name}</span>
              <span className="text-sm text-muted">{count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

const tabClass = (current: boolean) =>
  `flex min-h-12 items-center gap-2 rounded-full py-1.5 ring-2 ${current ? 'bg-brand-100 text-brand-800 ring-brand-500' : 'bg-white text-brand-700 ring-brand-100 hover:bg-brand-50'}`

/** A child's drawing as the stories show them, or their initial while no look was chosen. */
export function ChildDrawing({ child, size }: { child: ShelfTab['child']; size: number }) {
  return child.hero ? (
    <img
      src={heroPreviewUrl(child.hero, child.childAge, child.pronouns)}
      alt={`${child.name}: ${describeLook(child.hero)}`}
      width={size}
      height={size}
      style={{ width: size, height: size }}
      className="shrink-0 rounded-full bg-brand-50"
    />
  ) : (
    <span
      aria-hidden="true"
      style={{ width: size, height: size }}
      className="flex shrink-0 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-600"
    >
      {child.name.charAt(0)}
    </span>
  )
}
