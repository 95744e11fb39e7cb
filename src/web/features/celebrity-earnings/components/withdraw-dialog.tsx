import { useEffect } from "react";
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
import { useIsolate, useLocale, useT } from "@/web/lib/i18n";
import { usePayoutQuote } from "../api/get-payout-quote";
import { useWithdraw } from "../api/withdraw";
import { formatRate, masked, PAYOUT_STATUS_KEYS, PAYOUT_STATUS_MESSAGES, PAYOUT_STATUS_TONES } from "../lib/payouts";

function Line({ label, children, strong }: { label: string; children: React.ReactNode; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className={strong ? "text-end text-base font-bold text-slate-900" : "text-end text-sm text-slate-900"}>
        {children}
      </dd>
    </div>
  );
}

/** The quote, line by line: what leaves the balance, the rate, the fee, and what arrives where. */
function QuoteDetails({ quote }: { quote: PayoutQuote }) {
  const t = useT();
  const { locale } = useLocale();
  const converted = quote.currency !== quote.payoutCurrency;
  return (
    <section aria-label={t("account.withdraw.quote")}>
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 px-4">
        <Line label={t("account.withdraw.fromBalance")}>{formatMinor(quote.amountMinor, quote.currency, locale)}</Line>
        {converted && (
          <>
            <Line label={t("account.withdraw.rate")}>
              {/* An equation reads left to right in every language. */}
              <span dir="ltr">
                1 {quote.currency} = {formatRate(quote.rate, locale)} {quote.payoutCurrency}
              </span>
            </Line>
            <Line label={t("account.withdraw.converted")}>
              {formatMinor(quote.convertedMinor, quote.payoutCurrency, locale)}
            </Line>
          </>
        )}
        <Line label={t("account.withdraw.fee")}>
          {quote.feeMinor > 0
            ? `−${formatMinor(quote.feeMinor, quote.payoutCurrency, locale)}`
            : t("account.withdraw.noFee")}
        </Line>
        <Line label={t("account.withdraw.youReceive")} strong>
          {formatMinor(quote.payoutAmountMinor, quote.payoutCurrency, locale)}
        </Line>
        <Line label={t("account.withdraw.to")}>
          <bdi>{quote.account.bankName}</bdi> {masked(quote.account.accountNumberLast4)}
          <bdi className="block text-xs text-slate-600">{quote.account.accountName}</bdi>
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
  const t = useT();
  const { locale } = useLocale();
  const isolate = useIsolate();
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
          <DialogTitle>{t("account.withdraw.title", { currency })}</DialogTitle>
          <DialogDescription>{payout ? t("account.withdraw.received") : t("account.withdraw.check")}</DialogDescription>
        </DialogHeader>

        {payout ? (
          <div role="status" className="space-y-3">
            <Badge variant={PAYOUT_STATUS_TONES[payout.status]}>{t(PAYOUT_STATUS_KEYS[payout.status])}</Badge>
            <p className="text-sm font-medium text-slate-900">{t(PAYOUT_STATUS_MESSAGES[payout.status])}</p>
            <p className="text-sm text-slate-700">
              {t("account.withdraw.sent", {
                amount: formatMinor(payout.payoutAmountMinor, payout.payoutCurrency, locale),
                account: isolate(`${payout.account.bankName} ${masked(payout.account.accountNumberLast4)}`),
                date: formatDate(payout.createdAt, locale),
              })}
            </p>
            {payout.reason && <p className="text-sm text-slate-700">{payout.reason}</p>}
            <DialogFooter>
              <Button onClick={onClose}>{t("account.common.done")}</Button>
            </DialogFooter>
          </div>
        ) : quote.isPending || quote.isIdle ? (
          <LoadingState label={t("account.withdraw.loading")} />
        ) : quote.isError ? (
          <div className="space-y-4">
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-700">
              {errorMessage(quote.error, t("account.withdraw.quoteFailed"))}
            </p>
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                {t("common.dialog.close")}
              </Button>
              <Button onClick={newQuote}>{t("common.states.tryAgain")}</Button>
            </DialogFooter>
          </div>
        ) : (
          <div className="space-y-4">
            <QuoteDetails quote={quote.data} />
            {quote.data.needsApproval && <p className="text-sm text-slate-700">{t("account.withdraw.approval")}</p>}
            {belowMinimum && (
              <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-800">
                {t("account.withdraw.minimum", {
                  amount: formatMinor(quote.data.minimumMinor, quote.data.currency, locale),
                })}
              </p>
            )}
            {withdraw.isError && (
              <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-700">
                {errorMessage(withdraw.error, t("account.withdraw.notSent"))}
              </p>
            )}
            <DialogFooter>
              <Button variant="outline" disabled={withdraw.isPending} onClick={onClose}>
                {t("common.dialog.cancel")}
              </Button>
              {withdraw.isError ? (
                <Button onClick={newQuote}>{t("account.withdraw.newQuote")}</Button>
              ) : (
                <Button pending={withdraw.isPending} disabled={belowMinimum} onClick={confirm}>
                  {t("account.withdraw.confirm")}
                </Button>
              )}
            </DialogFooter>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
