import { useMutation } from "@tanstack/react-query";
import type { ConnectionTest } from "@/shared/schemas/settings";
import { apiPost } from "@/web/lib/api-client";

/** POST /api/admin/settings/payments/test: the server calls the provider with the saved keys and says how it went. */
export const testPaymentConnection = () => apiPost<ConnectionTest>("/api/admin/settings/payments/test");

export const useTestPaymentConnection = () => useMutation({ mutationFn: testPaymentConnection });
