import { BedtimeToggle } from '~/components/BedtimeControls'

/** A ready story's theme and title, with the bedtime switch beside them. */
export function StoryHeader({ themeName, title, bedtime }: { themeName: string; title: string; bedtime: boolean }) {
  return (
    <header className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700 sm:text-sm">{themeName}</p>
        <h1 className="mt-1 text-2xl leading-tight font-bold text-ink sm:text-4xl">{title}</h1>
      </div>
      <BedtimeToggle on={bedtime} />
    </header>
  )
}
