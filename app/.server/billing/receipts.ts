import { eq } from 'drizzle-orm'
import { payments, users } from '@db/schema'
import { formatPrice } from '~/lib/pricing'
import { db, first } from '../db'
import { env } from '../env'
import { absoluteUrl } from '../security/origin'
import { log } from '../log'
import { receiptEmail } from '../mail/templates'
import { sendMail } from '../mail/transport'

/**
 * Emails the receipt of a payment whose credits were just granted: credits added, amount and
 * currency, the payment reference and the date. In the background: a mail failure never undoes
 * or delays a purchase (it is logged).
 */
export async function sendReceipt(sessionId: string): Promise<void> {
  const row = await db()
    .select({ payment: payments, email: users.email })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(eq(payments.sessionId, sessionId))
    .then(first)
  if (!row) return
  const { payment, email } = row
  const { supportEmail, stripe } = env()
  const mail = receiptEmail({
    to: email,
    credits: payment.quantity,
    amount: formatPrice(payment.amountMinor, stripe.currencySymbol),
    currency: payment.currency,
    reference: payment.sessionId,
    date: payment.fulfilledAt ?? new Date(),
    demo: payment.provider === 'demo',
    creditsUrl: absoluteUrl('/credits'),
    supportEmail,
  })
  void sendMail(mail).catch((error) => log.error('payments: receipt email failed', { paymentId: payment.id, error }))
}
