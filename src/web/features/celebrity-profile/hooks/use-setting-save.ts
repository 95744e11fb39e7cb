import { useState } from "react";
import { toast } from "sonner";
import type { ZodType } from "zod";
import type { CelebrityProfileUpdate, MyCelebrityProfile } from "@/shared/schemas/celebrity-profile";
import { errorMessage } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { apiFieldErrors } from "@/web/lib/validate";
import { useUpdateMyProfile } from "../api/update-my-profile";

/**
 * Saving one setting from its own card (the open-requests limit, rush delivery): checked with the shared schema
 * before sending (refused, the reason shows under the field, which takes the focus); then the PATCH, and on a
 * refusal the server's reason under the field and a toast. What the star typed stays either way.
 */
export function useSettingSave<K extends keyof CelebrityProfileUpdate & string>(
  field: K,
  fieldId: string,
  schema: ZodType<CelebrityProfileUpdate[K]>,
) {
  const t = useT();
  const update = useUpdateMyProfile();
  const [error, setError] = useState<string | undefined>();

  const save = (raw: unknown, onSaved: (saved: MyCelebrityProfile) => void) => {
    const result = schema.safeParse(raw);
    if (!result.success) {
      setError(result.error.issues[0]?.message);
      document.getElementById(fieldId)?.focus();
      return;
    }
    setError(undefined);
    update.mutate({ [field]: result.data } as CelebrityProfileUpdate, {
      onSuccess: onSaved,
      onError: (failure) => {
        setError(apiFieldErrors(failure)[field]);
        toast.error(t("account.common.updateFailed"), {
          description: errorMessage(failure, t("account.common.savingProblem")),
        });
      },
    });
  };

  return { save, error, clearError: () => setError(undefined), pending: update.isPending };
}
