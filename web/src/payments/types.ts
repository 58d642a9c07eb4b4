/** What a payment form (Stripe's Payment Element or the local test card form) reports back. */
import { texts } from '../i18n/texts';

export interface PaymentFormProps {
  clientSecret: string;
  paymentIntentId: string;
  /** e.g. "$4.99", for the pay button. */
  amountLabel: string;
  onPaid: () => void;
  /** The provider's message for card errors, else 'Payment failed. Please try again.' */
  onError: (message: string) => void;
}

/** A card refused without the provider's own words, in the page's language (its texts load with the dialog). */
export const genericPaymentError = () => texts('payments').failed;
