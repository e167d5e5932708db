import type { Route } from './+types/stripe-config'
import { stripeConfig } from '~/.server/billing/payments'
import { handleApi, methodNotAllowed } from '~/.server/http'

/** GET /api/stripe-config → { mode, currency, currencySymbol, basePrice }; mode is 'live' only with a live key. */
export const loader = (_: Route.LoaderArgs) => handleApi(() => Response.json(stripeConfig()))

export const action = () => methodNotAllowed('GET')
