import { useSearchParams } from "react-router";
import { SandboxCheckout } from "@/web/features/payments/components/sandbox-checkout";
import { SignInGate } from "@/web/features/payments/components/sign-in-gate";

/** /payment/sandbox?reference=: the sandbox provider's checkout (test mode), for the payer only. */
export default function PaymentSandboxPage() {
  const [searchParams] = useSearchParams();
  const reference = searchParams.get("reference") ?? "";
  return <SignInGate>{() => <SandboxCheckout reference={reference} />}</SignInGate>;
}
