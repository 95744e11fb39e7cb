import { useEffect } from "react";
import { PAYOUT_STATUS_LABELS } from "@/shared/payouts";
import type { PayoutQuote } from "@/shared/schemas/payouts";
import { LoadingState } from "@/web/components/states";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { errorMessage } from "@/web/lib/api-client";
import { formatDate, formatMinor } from "@/web/lib/format";
import { usePayoutQuote } from "../api/get-payout-quote";
import { useWithdraw } from "../api/withdraw";
import { formatRate, masked, PAYOUT_STATUS_MESSAGES, PAYOUT_STATUS_TONES } from "../lib/payouts";

function Line({ label, children, strong }: { label: string; children: React.ReactNode; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className={strong ? "text-right text-base font-bold text-slate-900" : "text-right text-sm text-slate-900"}>
        {children}
      </dd>
    </div>
  );
}

/** The quote, line by line: what leaves the balance, the rate, the fee, and what arrives where. */
function QuoteDetails({ quote }: { quote: PayoutQuote }) {
  const converted = quote.currency !== quote.payoutCurrency;
  return (
    <section aria-label="Payout quote">
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 px-4">
        <Line label="From your available balance">{formatMinor(quote.amountMinor, quote.currency)}</Line>
        {converted && (
          <>
            <Line label="Rate">
              1 {quote.currency} = {formatRate(quote.rate)} {quote.payoutCurrency}
            </Line>
            <Line label="Converted">{formatMinor(quote.convertedMinor, quote.payoutCurrency)}</Line>
          </>
        )}
        <Line label="Transfer fee">
          {quote.feeMinor > 0 ? `−${formatMinor(quote.feeMinor, quote.payoutCurrency)}` : "None"}
        </Line>
        <Line label="You receive" strong>
          {formatMinor(quote.payoutAmountMinor, quote.payoutCurrency)}
        </Line>
        <Line label="To">
          {quote.account.bankName} {masked(quote.account.accountNumberLast4)}
          <span className="block text-xs text-slate-600">{quote.account.accountName}</span>
        </Line>
      </dl>
    </section>
  );
}

/**
 * Withdraw now: asks the server for a quote, shows it, and sends the payout only when the star confirms it.
 * What happened next is the server's answer alone ("awaiting approval", "in transit"), never assumed.
 */
export function WithdrawDialog({ currency, onClose }: { currency: string; onClose: () => void }) {
  const quote = usePayoutQuote();
  const withdraw = useWithdraw();
  const { mutate: askQuote } = quote;

  useEffect(() => {
    askQuote({ currency });
  }, [askQuote, currency]);

  const payout = withdraw.data;
  const belowMinimum = quote.data ? quote.data.amountMinor < quote.data.minimumMinor : false;
  const confirm = () => {
    if (!quote.data) return;
    withdraw.mutate({ currency: quote.data.currency, amountMinor: quote.data.amountMinor, rate: quote.data.rate });
  };
  const newQuote = () => {
    withdraw.reset();
    askQuote({ currency });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !withdraw.isPending && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Withdraw {currency}</DialogTitle>
          <DialogDescription>
            {payout ? "Your payout request was received." : "Check the amounts, then confirm the payout."}
          </DialogDescription>
        </DialogHeader>

        {payout ? (
          <div role="status" className="space-y-3">
            <Badge variant={PAYOUT_STATUS_TONES[payout.status]}>{PAYOUT_STATUS_LABELS[payout.status]}</Badge>
            <p className="text-sm font-medium text-slate-900">{PAYOUT_STATUS_MESSAGES[payout.status]}</p>
            <p className="text-sm text-slate-700">
              {formatMinor(payout.payoutAmountMinor, payout.payoutCurrency)} to {payout.account.bankName}{" "}
              {masked(payout.account.accountNumberLast4)}, requested {formatDate(payout.createdAt)}.
            </p>
            {payout.reason && <p className="text-sm text-slate-700">{payout.reason}</p>}
            <DialogFooter>
              <Button onClick={onClose}>Done</Button>
            </DialogFooter>
          </div>
        ) : quote.isPending || quote.isIdle ? (
          <LoadingState label="Getting your quote…" />
        ) : quote.isError ? (
          <div className="space-y-4">
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-700">
              {errorMessage(quote.error, "We couldn't get a quote. Please try again.")}
            </p>
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
              <Button onClick={newQuote}>Try again</Button>
            </DialogFooter>
          </div>
        ) : (
          <div className="space-y-4">
            <QuoteDetails quote={quote.data} />
            {quote.data.needsApproval && (
              <p className="text-sm text-slate-700">Salamu approves this payout before it is sent.</p>
            )}
            {belowMinimum && (
              <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-800">
                The smallest payout is {formatMinor(quote.data.minimumMinor, quote.data.currency)}.
              </p>
            )}
            {withdraw.isError && (
              <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-700">
                {errorMessage(withdraw.error, "The payout was not sent. Please try again.")}
              </p>
            )}
            <DialogFooter>
              <Button variant="outline" disabled={withdraw.isPending} onClick={onClose}>
                Cancel
              </Button>
              {withdraw.isError ? (
                <Button onClick={newQuote}>Get a new quote</Button>
              ) : (
                <Button pending={withdraw.isPending} disabled={belowMinimum} onClick={confirm}>
                  Confirm payout
                </Button>
              )}
            </DialogFooter>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
