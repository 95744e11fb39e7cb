import { Star } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { reviewInputSchema } from "@/shared/schemas/requests";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Textarea } from "@/web/components/ui/textarea";
import { ApiError, errorMessage } from "@/web/lib/api-client";
import { cn } from "@/web/lib/utils";
import { apiFieldErrors, focusFirstError, validate } from "@/web/lib/validate";
import { useSubmitReview } from "../api/submit-review";

type Review = { rating: number; text: string };
type Field = "rating" | "text";

function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={`${rating} out of 5 stars`} className={cn("inline-flex gap-0.5", className)}>
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
  return (
    <div className="rounded-xl bg-slate-50 p-3">
      <p className="flex items-center gap-2 text-sm font-medium text-slate-800">
        Your review <Stars rating={review.rating} />
      </p>
      <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{review.text}</p>
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
          toast.success("Thanks for your review!", {
            description: `It now appears on ${celebrityName}'s profile.`,
          });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) setErrors(apiFieldErrors(error));
          toast.error("Couldn't send your review", {
            description: errorMessage(error, "Something went wrong. Please try again."),
          });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3" aria-label={`Review your video from ${celebrityName}`}>
      <fieldset aria-describedby={errors.rating ? `${idPrefix}-rating-error` : undefined}>
        <legend className="text-sm font-medium text-slate-800">Rate your video</legend>
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
              <span className="sr-only">
                {value} {value === 1 ? "star" : "stars"}
              </span>
            </label>
          ))}
        </div>
        {errors.rating && (
          <p id={`${idPrefix}-rating-error`} className="mt-1 text-sm font-medium text-red-700">
            {errors.rating}
          </p>
        )}
      </fieldset>
      <FormField id={`${idPrefix}-text`} label="Your review" error={errors.text}>
        <Textarea
          id={`${idPrefix}-text`}
          rows={3}
          maxLength={1000}
          value={text}
          placeholder={`What did you think of ${celebrityName}'s video?`}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={errors.text ? `${idPrefix}-text-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (errors.text) setErrors((current) => ({ ...current, text: undefined }));
          }}
        />
      </FormField>
      <Button type="submit" size="sm" pending={submit.isPending}>
        Submit review
      </Button>
    </form>
  );
}
