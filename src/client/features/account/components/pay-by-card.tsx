import { useSearchParams } from 'react-router';
import { formatPence } from '@shared/money';
import type { Statement } from '@shared/schemas/money';
import { ActionButton } from '@/components/action-button';
import { Banner } from '@/components/banner';
import { FocusRegion } from '@/components/focus-region';
import { usePayByCard } from '../api/pay-by-card';

/**
 * 'Pay £X by card' (decision 0056): what the member owes, paid on Stripe's Checkout page, where the button sends
 * the browser. Nothing at all unless the society takes cards (`cardsEnabled`) and something is owed. Back from
 * Stripe (`?card=paid` or `?card=cancelled`) it says how it went; after a payment the button stays away until the
 * page is opened again, since Stripe's word that it was paid may take a moment to reach the statement.
 */
export function PayByCard({ statement }: { statement: Pick<Statement, 'balancePence' | 'cardsEnabled'> }) {
  const [params] = useSearchParams();
  const pay = usePayByCard();
  if (!statement.cardsEnabled) return null;
  const back = params.get('card');
  const owed = statement.balancePence;
  if (back !== 'paid' && owed <= 0) return null;
  return (
    <div className="pay-by-card">
      <FocusRegion focusOn={pay.error}>
        {back === 'paid' && (
          <Banner kind="success" title="Thank you for paying by card">
            Your payment appears on your statement as soon as the card company confirms it, usually within a
            minute.
          </Banner>
        )}
        {back === 'cancelled' && owed > 0 && (
          <Banner kind="info" title="The card payment was cancelled">
            Nothing was taken from your card.
          </Banner>
        )}
        {pay.isError && (
          <Banner kind="error" title="Oops! The card payment could not be started">
            {pay.error.message}
          </Banner>
        )}
      </FocusRegion>
      {back !== 'paid' && (
        <ActionButton
          onClick={() =>
            pay.mutate({ amountPence: owed }, { onSuccess: ({ url }) => window.location.assign(url) })
          }
          // Still pressed while the browser leaves for Stripe's page.
          pending={pay.isPending || pay.isSuccess}
          pendingLabel="Opening the card payment page"
        >
          Pay {formatPence(owed)} by card
        </ActionButton>
      )}
    </div>
  );
}
