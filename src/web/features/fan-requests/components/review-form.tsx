import { Star } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { reviewInputSchema } from "@/shared/schemas/requests";
import { Button } from "@/web/components/ui/button";
import { FormField, useErrorText } from "@/web/components/ui/form-field";
import { Textarea } from "@/web/components/ui/textarea";
import { ApiError, errorMessage } from "@/web/lib/api-client";
import { useIsolate, useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";
import { apiFieldErrors, focusFirstError, validate } from "@/web/lib/validate";
import { useSubmitReview } from "../api/submit-review";

type Review = { rating: number; text: string };
type Field = "rating" | "text";

function Stars({ rating, className }: { rating: number; className?: string }) {
  const t = useT();
  return (
    <span
      role="img"
      aria-label={t("account.review.rating", { rating })}
      className={cn("inline-flex gap-0.5", className)}
    >
      {[1, 2, 3, 4, 5].map((value) => (
        <Star
          key={value}
          aria-hidden="true"
          className={cn("size-4", value <= rating ? "fill-amber-400 text-amber-400" : "fill-slate-200 text-slate-200")}
        />
      ))}
    </span>
  );
}

export function ReviewReadOnly({ review }: { review: Review }) {
  const t = useT();
  return (
    <div className="rounded-xl bg-slate-50 p-3">
      <p className="flex items-center gap-2 text-sm font-medium text-slate-800">
        {t("account.review.yours")} <Stars rating={review.rating} />
      </p>
      <p dir="auto" className="mt-1 text-sm whitespace-pre-line text-slate-700">
        {review.text}
      </p>
    </div>
  );
}

/**
 * 1-5 stars (radio buttons: arrow keys move between them) and a few words about a delivered video; once
 * sent the review is shown read-only, and it appears on the celebrity's profile.
 */
export function ReviewForm({
  requestId,
  celebrityName,
  review,
}: {
  requestId: string;
  celebrityName: string;
  review: Review | null;
}) {
  const t = useT();
  const isolate = useIsolate();
  const errorText = useErrorText();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState("");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sent, setSent] = useState<Review | null>(null);
  const submit = useSubmitReview();
  const idPrefix = `review-${requestId}`;

  const shown = review ?? sent;
  if (shown) return <ReviewReadOnly review={shown} />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(reviewInputSchema, { rating, text });
    setErrors(result.errors);
    if (!result.success) {
      focusFirstError(result.errors, ["rating", "text"], idPrefix);
      return;
    }
    submit.mutate(
      { id: requestId, ...result.data },
      {
        onSuccess: () => {
          setSent(result.data);
          toast.success(t("account.review.thanks"), {
            description: t("account.review.thanksText", { name: isolate(celebrityName) }),
          });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) setErrors(apiFieldErrors(error));
          toast.error(t("account.review.failed"), {
            description: errorMessage(error, t("account.common.somethingWrong")),
          });
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-3"
      aria-label={t("account.review.formLabel", { name: isolate(celebrityName) })}
    >
      <fieldset aria-describedby={errors.rating ? `${idPrefix}-rating-error` : undefined}>
        <legend className="text-sm font-medium text-slate-800">{t("account.review.rate")}</legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
            >
              <input
                type="radio"
                name={`${idPrefix}-rating`}
                id={value === 1 ? `${idPrefix}-rating` : undefined}
                value={value}
                checked={rating === value}
                onChange={() => {
                  setRating(value);
                  setErrors((current) => ({ ...current, rating: undefined }));
                }}
                className="sr-only"
              />
              <Star
                aria-hidden="true"
                className={cn(
                  "size-7 transition-colors",
                  value <= rating ? "fill-amber-400 text-amber-400" : "fill-transparent text-slate-400",
                )}
              />
              <span className="sr-only">{t("account.review.stars", { count: value })}</span>
            </label>
          ))}
        </div>
        {errors.rating && (
          <p id={`${idPrefix}-rating-error`} className="mt-1 text-sm font-medium text-red-700">
            {errorText(errors.rating)}
          </p>
        )}
      </fieldset>
      <FormField id={`${idPrefix}-text`} label={t("account.review.yours")} error={errors.text}>
        <Textarea
          id={`${idPrefix}-text`}
          rows={3}
          maxLength={1000}
          value={text}
          dir="auto"
          placeholder={t("account.review.placeholder", { name: isolate(celebrityName) })}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={errors.text ? `${idPrefix}-text-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (errors.text) setErrors((current) => ({ ...current, text: undefined }));
          }}
        />
      </FormField>
      <Button type="submit" size="sm" pending={submit.isPending}>
        {t("account.review.submit")}
      </Button>
    </form>
  );
}
