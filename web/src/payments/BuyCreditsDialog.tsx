/**
 * product.md §2's Buy Credits dialog: the active packages with their prices, then a card payment for the
 * chosen one, then the wait for the credits (which arrive through the payment webhook).
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { CreatePaymentIntentResponse, CreditPackageDto } from '@contracts/payments';
import { Modal } from '../components/Modal';
import type { ApiOptions } from '../lib/api';
import { useLoadedConfig } from '../lib/config';
import { paymentApi } from './api';
import { awaitCredits, formatPrice } from './poll';
import { texts } from '../i18n/texts';

// The payment forms load only once a package is chosen (Stripe's pulls in Stripe.js), and while its
// payment is started: the two waits overlap rather than follow each other.
const loadStripeForm = () => import('./StripePaymentForm');
const loadLocalForm = () => import('./LocalTestCardForm');
const StripePaymentForm = lazy(loadStripeForm);
const LocalTestCardForm = lazy(loadLocalForm);

export interface BuyCreditsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The signed-in player's token, for the purchase's calls. */
  token: ApiOptions['token'];
  /** The balance before buying: credits have arrived once it is exceeded. */
  balance: number | null;
  reloadBalance: () => Promise<number | undefined>;
}

type Step =
  | { kind: 'packages' }
  | { kind: 'creating'; pkg: CreditPackageDto }
  | { kind: 'paying'; pkg: CreditPackageDto; intent: CreatePaymentIntentResponse }
  | { kind: 'awaiting-credits'; pkg: CreditPackageDto };

/** A package as its button reads: name, credits, price. */
function PackageLabel({ pkg }: { pkg: CreditPackageDto }) {
  const credits = texts('payments').credits(pkg.credits);
  return (
    <>
      <span className="package-name">{pkg.name}</span> <span className="package-credits">{credits}</span>{' '}
      <span className="package-price">{formatPrice(pkg.price_cents, pkg.currency)}</span>
    </>
  );
}

export default function BuyCreditsDialog({ open, onOpenChange, token, balance, reloadBalance }: BuyCreditsDialogProps) {
  const api = useMemo(() => paymentApi({ token }), [token]);
  const t = texts('payments');
  const config = useLoadedConfig();
  const [packages, setPackages] = useState<CreditPackageDto[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'packages' });
  const [paymentError, setPaymentError] = useState<string | null>(null);
  // Each opening starts at the package list, with no error from a previous attempt.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setStep({ kind: 'packages' });
      setPaymentError(null);
    }
  }

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    api.creditPackages().then(
      ({ packages: loaded }) => {
        if (cancelled) return;
        setPackages(loaded);
        setLoadFailed(false);
      },
      () => {
        if (cancelled) return;
        setLoadFailed(true); // said in the dialog, where the player looks
      },
    );
    return () => {
      cancelled = true;
    };
  }, [open, api]);

  const choose = async (pkg: CreditPackageDto) => {
    setPaymentError(null);
    setStep({ kind: 'creating', pkg });
    void (config.localPayments ? loadLocalForm() : loadStripeForm()).catch(() => undefined); // shown by Suspense if it failed
    try {
      const intent = await api.createPaymentIntent({ packageId: pkg.id, checkoutId: crypto.randomUUID() });
      setStep({ kind: 'paying', pkg, intent });
    } catch {
      setPaymentError(t.initFailed);
      setStep({ kind: 'packages' });
    }
  };

  const paid = async (pkg: CreditPackageDto) => {
    setStep({ kind: 'awaiting-credits', pkg });
    const arrived = await awaitCredits(reloadBalance, balance ?? 0, pkg.credits);
    if (arrived) onOpenChange(false);
    else {
      // Said in the dialog, where the player looks: the payment went through, so no second one.
      setPaymentError(t.slowCredits);
      setStep({ kind: 'packages' });
    }
  };

  // Said once, in the dialog beside the card form (a notice would repeat it behind the dialog).
  const failed = (message: string) => setPaymentError(message);

  const formProps =
    step.kind === 'paying'
      ? {
          clientSecret: step.intent.clientSecret,
          paymentIntentId: step.intent.paymentIntentId,
          amountLabel: formatPrice(step.intent.amount, step.intent.currency),
          onPaid: () => void paid(step.pkg),
          onError: failed,
        }
      : undefined;

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t.title} description={t.description}>
      {step.kind === 'packages' || step.kind === 'creating' ? (
        loadFailed ? (
          <p className="payment-error" role="alert">
            {t.loadFailed}
          </p>
        ) : packages === null ? (
          <p className="muted" role="status">
            {t.loading}
          </p>
        ) : (
          <>
            {paymentError && (
              <p className="payment-error" role="alert">
                {paymentError}
              </p>
            )}
            <ul className="packages" aria-label={t.packages}>
              {packages.map((pkg) => {
                const starting = step.kind === 'creating' && step.pkg.id === pkg.id;
                return (
                  <li key={pkg.id}>
                    <button
                      type="button"
                      className="package"
                      onClick={() => void choose(pkg)}
                      disabled={step.kind === 'creating'}
                      aria-busy={starting || undefined}
                    >
                      <PackageLabel pkg={pkg} />
                    </button>
                  </li>
                );
              })}
            </ul>
            {/* At once on the tap: starting a payment can take seconds (the provider is called first). */}
            {step.kind === 'creating' && (
              <p className="muted starting-payment" role="status" data-testid="starting-payment">
                <span className="spinner" aria-hidden="true" /> {t.starting(step.pkg.name)}
              </p>
            )}
          </>
        )
      ) : step.kind === 'paying' && formProps ? (
        <div className="checkout">
          <p>
            {t
              .checkout(step.pkg.name, t.credits(step.pkg.credits), formProps.amountLabel)
              .map((part, i) => (i % 2 ? <strong key={i}>{part}</strong> : part))}
          </p>
          {paymentError && (
            <p className="payment-error" role="alert">
              {paymentError}
            </p>
          )}
          <Suspense fallback={<p className="muted">{t.loadingForm}</p>}>
            {config.localPayments ? (
              <LocalTestCardForm apiUrl={config.localPayments.apiUrl} {...formProps} />
            ) : config.stripePublishableKey ? (
              <StripePaymentForm publishableKey={config.stripePublishableKey} {...formProps} />
            ) : (
              <p className="muted">{t.notConfigured}</p>
            )}
          </Suspense>
          <button type="button" className="text-button" onClick={() => setStep({ kind: 'packages' })}>
            {t.another}
          </button>
        </div>
      ) : (
        <p role="status">{t.adding}</p>
      )}
      <p className="muted final-note">{t.final}</p>
    </Modal>
  );
}
