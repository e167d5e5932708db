/** What /credits shows on the way back from a checkout (?success=true&session_id=, ?canceled=true). */
export type CheckoutReturn =
  | { kind: 'none' }
  | { kind: 'pending'; sessionId: string }
  | { kind: 'paid'; quantity: number }
  | { kind: 'canceled' }
  | { kind: 'error'; message: string }
