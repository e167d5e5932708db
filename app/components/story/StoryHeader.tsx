import { BedtimeToggle } from '~/components/BedtimeControls'
import type { ReadingOptions as Options } from '~/lib/reading-options'
import { ReadingOptions } from './ReadingOptions'

/** A ready story's theme and title, with the reading options and the bedtime switch beside them. */
export function StoryHeader({
  themeName,
  title,
  bedtime,
  reading,
}: {
  themeName: string
  title: string
  bedtime: boolean
  reading: Options
}) {
  return (
    // The switches share the theme's line, so the title has the full width (fewer lines on a phone).
    <header className="flex flex-col gap-1">
      <div className="relative flex items-center justify-between gap-3">
        <p className="min-w-0 text-xs font-semibold uppercase tracking-wide text-brand-700 sm:text-sm">{themeName}</p>
        <div className="flex shrink-0 items-center gap-2">
          <ReadingOptions options={reading} />
          <BedtimeToggle on={bedtime} />
        </div>
      </div>
      <h1 className="text-2xl leading-tight font-bold text-ink sm:text-4xl">{title}</h1>
    </header>
  )
}
