import { useMutation } from "@tanstack/react-query";
import type { CheckoutResponse } from "@/shared/schemas/requests";
import { apiPost } from "@/web/lib/api-client";

/** POST /api/requests/:id/checkout: a new checkout for a request still awaiting payment. */
export const checkoutRequest = (id: string) =>
  apiPost<CheckoutResponse>(`/api/requests/${encodeURIComponent(id)}/checkout`);

export const useCheckoutRequest = () => useMutation({ mutationFn: checkoutRequest });
