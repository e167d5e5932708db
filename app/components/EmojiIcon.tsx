/**
 * A Fluent emoji picture from public/icons (the set the offline illustrator draws with), so the
 * icons look the same on every device, including those without a colour emoji font.
 */
export function EmojiIcon({ name, size = 56 }: { name: string; size?: number }) {
  return <img src={`/icons/${name}.svg`} alt="" width={size} height={size} loading="lazy" className="mx-auto" />
}
