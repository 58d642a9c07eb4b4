/**
 * English, in the Buy Credits dialog (docs/product.md, "Buying credits") and after a bank's check:
 * loaded with the dialog, and with the return from the bank. (The local test card form, a stand-in for
 * Stripe's own form that only `npm start` shows, stays in English.)
 */
export default {
  title: 'Buy Credits',
  description: 'Credits pay for letter-reveal helpers.',
  loadFailed: 'Failed to load credit packages. Close this dialog and try again.',
  loading: 'Loading packages…',
  packages: 'Credit packages',
  credits: (n: number) => `${n} credits`,
  /** The chosen package, emphases apart: [name, credits, text, price]. */
  checkout: (name: string, credits: string, price: string) => [`${name}: `, credits, ' for ', price],
  initFailed: 'Failed to initialize payment',
  starting: (name: string) => `Starting a secure payment for ${name}…`,
  loadingForm: 'Loading the payment form…',
  notConfigured: 'Payments are not configured on this server.',
  another: 'Choose another package',
  adding: 'Payment received: adding your credits…',
  final: 'All purchases are final and non-refundable.',
  pay: (amount: string) => `Pay ${amount}`,
  processing: 'Processing…',
  /** A card refused without the provider's own words, or a bank's check that failed. */
  failed: 'Payment failed. Please try again.',
  slowCredits: 'Payment processed but credit update is taking longer than expected. Your credits will be added soon.',
};
