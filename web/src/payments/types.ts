/** What a payment form (Stripe's Payment Element or the local test card form) reports back. */
export interface PaymentFormProps {
  clientSecret: string;
  paymentIntentId: string;
  /** e.g. "$4.99", for the pay button. */
  amountLabel: string;
  onPaid: () => void;
  /** The provider's message for card errors, else 'Payment failed. Please try again.' */
  onError: (message: string) => void;
}

export const GENERIC_PAYMENT_ERROR = 'Payment failed. Please try again.';
