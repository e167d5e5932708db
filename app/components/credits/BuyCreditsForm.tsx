import { useState } from 'react'
import { Form, useNavigation } from 'react-router'
import { clampQuantity, formatPrice, formatTotal } from '~/lib/pricing'

type PriceConfig = { mode: 'test' | 'live'; currency: string; currencySymbol: string; basePrice: number }

/**
 * The quantity and its total, live with JavaScript; without it 'Update total' re-renders the page
 * with ?quantity=. 'Buy Credits' posts to the page's action, which sends the buyer to the checkout.
 */
export function BuyCreditsForm({ initialQuantity, config, demo }: { initialQuantity: number; config: PriceConfig; demo: boolean }) {
  const navigation = useNavigation()
  const [quantity, setQuantity] = useState(String(initialQuantity))
  const submitting = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  const total = formatTotal(clampQuantity(quantity), config.basePrice, config.currencySymbol)
  return (
    <Form method="post" className="card space-y-5" aria-labelledby="buy-title">
      <h2 id="buy-title" className="text-2xl font-bold text-brand-700">
        Buy more credits
      </h2>
      <div>
        <label htmlFor="quantity" className="block font-semibold">
          Quantity
        </label>
        <input
          id="quantity"
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          step={1}
          required
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          onBlur={() => setQuantity(String(clampQuantity(quantity)))}
          className="mt-1 w-32 rounded-xl border-2 border-brand-200 px-3 py-2 text-lg"
        />
        <p className="mt-1 text-sm text-muted">
          {formatPrice(config.basePrice, config.currencySymbol)} per credit ({config.currency.toUpperCase()})
        </p>
      </div>
      <p className="text-xl">
        Total: <strong data-testid="total-price">{total}</strong>
      </p>
      {config.mode === 'test' ? (
        <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-300" data-testid="test-mode-notice">
          {demo ? 'Demo mode: no real payment is taken. ' : 'Test mode: no real money is charged. '}
          Use the test card <strong>4242 4242 4242 4242</strong> with any future expiry date and any CVC.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={submitting}>
          {submitting ? 'Redirecting...' : 'Buy Credits'}
        </button>
        <noscript>
          <button type="submit" formMethod="get" className="btn-secondary">
            Update total
          </button>
        </noscript>
      </div>
    </Form>
  )
}
