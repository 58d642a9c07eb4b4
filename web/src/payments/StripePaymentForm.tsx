/**
 * Stripe's Payment Element (@stripe/react-stripe-js). This module, Stripe.js and its script load
 * only when a player opens the Buy Credits dialog on a stage with a Stripe publishable key.
 */
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import { texts } from '../i18n/texts';
import { pageLanguage } from '../lib/language';
import { genericPaymentError, type PaymentFormProps } from './types';

const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string) => {
  if (!stripes.has(publishableKey)) stripes.set(publishableKey, loadStripe(publishableKey));
  return stripes.get(publishableKey) as Promise<Stripe | null>;
};

function PaymentForm({ amountLabel, onPaid, onError }: Omit<PaymentFormProps, 'clientSecret' | 'paymentIntentId'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    try {
      // Cards that need a bank's check leave for it and come back to this page (see usePaymentReturn).
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: window.location.href },
        redirect: 'if_required',
      });
      if (error)
        onError(
          error.type === 'card_error' || error.type === 'validation_error'
            ? (error.message ?? genericPaymentError())
            : genericPaymentError(),
        );
      else if (paymentIntent && ['succeeded', 'processing'].includes(paymentIntent.status)) onPaid();
      else onError(genericPaymentError());
    } catch {
      onError(genericPaymentError());
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="payment-form">
      <PaymentElement />
      <button type="submit" className="primary-button" disabled={!stripe || busy}>
        {busy ? texts('payments').processing : texts('payments').pay(amountLabel)}
      </button>
    </form>
  );
}

export default function StripePaymentForm({ publishableKey, clientSecret, ...props }: PaymentFormProps & { publishableKey: string }) {
  const dark = document.documentElement.classList.contains('dark');
  return (
    // Stripe's own words (card fields, its errors) in the page's language, not the browser's.
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{ clientSecret, locale: pageLanguage, appearance: { theme: dark ? 'night' : 'stripe' } }}
    >
      <PaymentForm {...props} />
    </Elements>
  );
}
