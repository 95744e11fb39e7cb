import { useMutation } from "@tanstack/react-query";
import type { CreatedFan } from "@/shared/schemas/users";
import { apiPost } from "@/web/lib/api-client";

/** POST /api/admin/create-fan: a test fan account (the server answers 404 in production). */
export const createFan = () => apiPost<CreatedFan>("/api/admin/create-fan");

export const useCreateFan = () => useMutation({ mutationFn: createFan });
