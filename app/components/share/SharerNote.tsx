/** The sharer's note on the shared page, as a little card: “From Mum: …” (their display name). */
export function SharerNote({ note, sharedBy }: { note: string | null; sharedBy: string }) {
  if (!note) return null
  return (
    <figure className="mt-3 rounded-2xl bg-brand-50 px-4 py-3 ring-1 ring-brand-100">
      <blockquote className="text-lg break-words whitespace-pre-line text-ink">
        <span className="font-semibold">{sharedBy ? `From ${sharedBy}:` : 'A note for you:'}</span> {note}
      </blockquote>
    </figure>
  )
}
