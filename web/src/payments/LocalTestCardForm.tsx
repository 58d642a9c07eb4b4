/**
 * Offline stand-in for Stripe's Payment Element, shown only by the local runtime without Stripe keys:
 * it confirms the PaymentIntent at the local payment provider, which then signs and delivers the
 * webhook event exactly as Stripe would.
 */
import { useState, type FormEvent } from 'react';
import { texts } from '../i18n/texts';
import { genericPaymentError, type PaymentFormProps } from './types';

export default function LocalTestCardForm({
  apiUrl,
  clientSecret,
  paymentIntentId,
  amountLabel,
  onPaid,
  onError,
}: PaymentFormProps & { apiUrl: string }) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const [month, year] = expiry.split('/').map((part) => Number(part.trim()));
    setBusy(true);
    try {
      const response = await fetch(`${apiUrl}/v1/payment_intents/${encodeURIComponent(paymentIntentId)}/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          client_secret: clientSecret,
          card: { number, exp_month: month, exp_year: year < 100 ? 2000 + year : year, cvc },
        }),
      });
      const body = (await response.json().catch(() => ({}))) as { error?: { type?: string; message?: string } };
      if (response.ok) onPaid();
      else onError(body.error?.type === 'card_error' && body.error.message ? body.error.message : genericPaymentError());
    } catch {
      onError(genericPaymentError());
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="payment-form test-card-form">
      <p className="test-mode-note" role="note">
        <strong>Test mode (local):</strong> no real card is charged. Pay with 4242 4242 4242 4242; 4000 0000 0000 0002 is declined.
      </p>
      <label htmlFor="card-number">Card number</label>
      <input
        id="card-number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        value={number}
        onChange={(e) => setNumber(e.target.value)}
        required
      />
      <div className="card-row">
        <div>
          <label htmlFor="card-expiry">Expiry (MM/YY)</label>
          <input
            id="card-expiry"
            autoComplete="cc-exp"
            placeholder="12/30"
            value={expiry}
            onChange={(e) => setExpiry(e.target.value)}
            required
            pattern="\s*\d{1,2}\s*/\s*\d{2,4}\s*"
          />
        </div>
        <div>
          <label htmlFor="card-cvc">CVC</label>
          <input
            id="card-cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            value={cvc}
            onChange={(e) => setCvc(e.target.value)}
            required
            pattern="\d{3,4}"
          />
        </div>
      </div>
      <button type="submit" className="primary-button" disabled={busy}>
        {busy ? texts('payments').processing : texts('payments').pay(amountLabel)}
      </button>
    </form>
  );
}
