/** The purchase dialog's calls. */
import type { CreatePaymentIntentRequest, CreatePaymentIntentResponse, CreditPackagesResponse } from '@contracts/payments';
import { postTo, request, type ApiOptions } from '../lib/api';

export function paymentApi(options: ApiOptions) {
  return {
    creditPackages: () => request<CreditPackagesResponse>(options, 'get-credit-packages'),
    // One PaymentIntent per checkoutId however often it is sent: safe to repeat past a gateway's 500.
    createPaymentIntent: (body: Pick<CreatePaymentIntentRequest, 'packageId' | 'checkoutId'>) =>
      postTo<CreatePaymentIntentResponse>(options, 'create-payment-intent', body, true),
  };
}
