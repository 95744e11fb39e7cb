import { PlanCheckout } from "@/web/features/payments/components/plan-checkout";

/**
 * /payment?plan=basic|standard|premium&celebrity=<id>: the monthly plans and their prices, for everyone (a
 * visitor compares before signing up); buying one needs an account (the server enforces it too).
 */
export default function PaymentPage() {
  return <PlanCheckout />;
}
