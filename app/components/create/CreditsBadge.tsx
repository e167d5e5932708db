import { Icon, ICONS } from './icons'

/** The create page's balance: credits, and the free stories left this month. */
export function CreditsBadge({ credits, freeLeft }: { credits: number; freeLeft: number }) {
  return (
    <p className="flex min-h-12 items-center gap-2 rounded-full bg-brand-100 px-4 py-2 text-brand-700" data-testid="credits-badge">
      <Icon d={ICONS.sparkle} size={20} />
      <span className="font-bold">
        {credits} {credits === 1 ? 'credit' : 'credits'}
      </span>
      {freeLeft > 0 ? <span className="text-sm">({freeLeft} free this month)</span> : null}
    </p>
  )
}
