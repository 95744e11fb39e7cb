import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { createdFanSchema } from "@/shared/schemas/users";
import { apiPost } from "@/web/lib/api-client";

export type CreatedFan = z.infer<typeof createdFanSchema>;

/** POST /api/admin/create-fan: a test fan account (the server answers 404 in production). */
export const createFan = () => apiPost<CreatedFan>("/api/admin/create-fan");

export const useCreateFan = () => useMutation({ mutationFn: createFan });
