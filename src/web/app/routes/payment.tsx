import { PlanCheckout } from "@/web/features/payments/components/plan-checkout";
import { SignInGate } from "@/web/features/payments/components/sign-in-gate";

/** /payment?plan=basic|standard|premium&celebrity=<id>: buy a monthly plan (signed-in users). */
export default function PaymentPage() {
  return <SignInGate>{() => <PlanCheckout />}</SignInGate>;
}
