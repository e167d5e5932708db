/** The spendable balance: this month's free stories and the purchased credits. */
export function Balance({ credits, freeLeft, purchased }: { credits: number; freeLeft: number; purchased: number }) {
  return (
    <section className="card" aria-labelledby="balance-title">
      <h2 id="balance-title" className="text-lg font-semibold text-muted">
        Current balance
      </h2>
      <p className="mt-1 text-4xl font-bold text-ink">
        <span data-testid="credit-balance">{credits}</span> {credits === 1 ? 'credit' : 'credits'}
      </p>
      <p className="mt-2 text-sm text-muted">
        {freeLeft} free this month · {purchased} purchased
      </p>
    </section>
  )
}
