import { MailCheck } from "lucide-react";
import { useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { formatPhone, normalisePhone, type PhoneCountry } from "@/shared/phone";
import {
  emailSignUpSchema,
  MESSAGES,
  OTP_LENGTH,
  OTP_RESEND_SECONDS,
  otpCodeSchema,
  type PhoneSendCodeResponse,
  signUpDetailsSchema,
} from "@/shared/schemas/accounts";
import { ERROR_CODES } from "@/shared/schemas/errors";
import { Button } from "@/web/components/ui/button";
import { ApiError, errorMessage } from "@/web/lib/api-client";
import { useCurrencyIfAny } from "@/web/lib/currency/currency-context";
import { useT } from "@/web/lib/i18n";
import { browserLanguages, defaultPhoneCountry } from "@/web/lib/phone-country";
import { focusFirstError, validate } from "@/web/lib/validate";
import { useCreateAccount } from "../api/create-account";
import { useEmailSignUp } from "../api/email-sign-up";
import { useSendPhoneCode } from "../api/send-phone-code";
import { useVerifyPhone } from "../api/verify-phone";
import { useCountdown } from "../hooks/use-countdown";
import { codeRefusalDescription, isTooManyRequests } from "../lib/code-refusal";
import { useReturnPath, withReturnPath } from "../lib/redirect";
import { fillSlots, isolateLtr, slot } from "../lib/slots";
import { PhoneVerificationStep } from "./phone-verification-step";
import { SIGNUP_FIELDS, SignUpDetailsStep, type SignUpErrors, type SignUpValues } from "./signup-details-step";

type Details = Omit<SignUpValues, "phoneCountry">;
const EMPTY: Details = { name: "", email: "", phone: "", password: "", acceptTerms: false };

/** A proven phone: its single-use sign-up ticket, kept while the visitor fixes a taken e-mail. */
type VerifiedPhone = { phone: string; verificationToken: string };

export type SignUpStep = "details" | "verify" | "check-email";
type Step = SignUpStep;

/**
 * Sign-up in two steps (spec section 4): details, then phone verification. Verifying the code
 * creates the account; Back returns to the details with everything still filled in. The new user goes
 * to / (spec), or back to the page that sent them to sign up (a profile they wanted a video from).
 *
 * Without a text message (issue 24, item 6): where the phone is optional (the combined page, `phoneOptional`)
 * or from the code step ("No text message?"), the account is made by e-mail instead; it opens once the
 * mailed link is followed, so the last step says to check the inbox, then log in.
 */
export function SignUpFlow({
  idPrefix = "signup",
  phoneOptional = false,
  onStepChange,
}: {
  idPrefix?: string;
  phoneOptional?: boolean;
  onStepChange?: (step: Step) => void;
}) {
  const [step, setStepState] = useState<Step>("details");
  const [details, setDetails] = useState<Details>(EMPTY);
  /** The picker's choice; until the visitor picks, the country of their browser or currency. */
  const [chosenCountry, setChosenCountry] = useState<PhoneCountry>();
  const currency = useCurrencyIfAny()?.currency;
  const values: SignUpValues = {
    ...details,
    phoneCountry: chosenCountry ?? defaultPhoneCountry(browserLanguages(), currency),
  };
  const [verified, setVerified] = useState<VerifiedPhone>();
  /** The e-mail the server said is taken: the visitor chooses to log in or use another one. */
  const [takenEmail, setTakenEmail] = useState<string>();
  const emailTakenRef = useRef<HTMLDivElement>(null);
  const [errors, setErrors] = useState<SignUpErrors>({});
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string>();
  /** The phone the last code went to: coming back from Back with the same phone reuses that code. */
  const [sentTo, setSentTo] = useState<string>();
  const countdown = useCountdown();
  const sendCode = useSendPhoneCode();
  const resendCode = useSendPhoneCode();
  const verifyPhone = useVerifyPhone();
  const createAccount = useCreateAccount();
  const emailSignUp = useEmailSignUp();
  /** The address the confirmation link went to (the last step shows it). */
  const [mailedTo, setMailedTo] = useState<string>();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const t = useT();

  const codeDescription = (sent: PhoneSendCodeResponse, phone: string) =>
    // The development console provider hands the code back; real SMS never does.
    sent.devCode
      ? t("auth.signup.devCode", { code: sent.devCode })
      : t("auth.signup.codeSentTo", { length: OTP_LENGTH, phone: isolateLtr(formatPhone(phone)) });

  const setStep = (next: Step) => {
    setStepState(next);
    onStepChange?.(next);
  };

  /** The details as the server takes them: the phone in E.164 (undefined with the field's error set). */
  const readDetails = () => {
    const result = validate(signUpDetailsSchema, values);
    const phone = result.success ? normalisePhone(result.data.phone, values.phoneCountry) : undefined;
    const errors = result.success && !phone ? { phone: MESSAGES.phoneInvalid } : result.errors;
    setErrors(errors);
    if (!result.success || !phone) {
      focusFirstError(errors, SIGNUP_FIELDS, idPrefix);
      return undefined;
    }
    return { ...result.data, phone, phoneCountry: values.phoneCountry };
  };

  /** The details without a phone: the account is made and a confirmation link mailed (answer 202 either way). */
  const signUpByEmail = () => {
    const result = validate(emailSignUpSchema, values);
    setErrors(result.errors);
    if (!result.success) {
      setStep("details");
      focusFirstError(result.errors, SIGNUP_FIELDS, idPrefix);
      return;
    }
    emailSignUp.mutate(result.data, {
      onSuccess: () => {
        setMailedTo(result.data.email);
        setStep("check-email");
      },
      onError: (error) => {
        setStep("details");
        toast.error(t("auth.signup.failedToast"), {
          description: isTooManyRequests(error)
            ? codeRefusalDescription(error, t)
            : errorMessage(error, t("auth.signup.failed")),
        });
      },
    });
  };

  const submitDetails = () => {
    if (phoneOptional && !values.phone.trim()) {
      signUpByEmail();
      return;
    }
    const data = readDetails();
    if (!data) return;
    if (verified?.phone === data.phone) {
      // The phone was proven before the e-mail turned out to be taken: its ticket is still good.
      void createWith(data, verified.verificationToken);
      return;
    }
    if (sentTo === data.phone && countdown.seconds > 0) {
      // The code already sent is still valid, and the server would refuse a new one this soon.
      setStep("verify");
      return;
    }
    sendCode.mutate(
      { phone: data.phone, phoneCountry: data.phoneCountry },
      {
        onSuccess: (sent) => {
          setSentTo(data.phone);
          toast.success(t("auth.signup.codeSentToast"), { description: codeDescription(sent, data.phone) });
          countdown.start(sent.resendInSeconds || OTP_RESEND_SECONDS);
          setCode("");
          setCodeError(undefined);
          setStep("verify");
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400 && error.message) {
            setErrors({ phone: error.message });
          }
          toast.error(t("auth.signup.sendFailedToast"), { description: codeRefusalDescription(error, t) });
        },
      },
    );
  };

  const resend = () => {
    if (!sentTo) return;
    resendCode.mutate(
      { phone: sentTo, phoneCountry: values.phoneCountry },
      {
        onSuccess: (sent) => {
          toast.success(t("auth.signup.codeResentToast"), { description: codeDescription(sent, sentTo) });
          countdown.start(sent.resendInSeconds || OTP_RESEND_SECONDS);
        },
        onError: (error) =>
          toast.error(t("auth.signup.resendFailedToast"), {
            description: isTooManyRequests(error) ? codeRefusalDescription(error, t) : t("auth.common.tryLater"),
          }),
      },
    );
  };

  const verify = async () => {
    const parsed = otpCodeSchema.safeParse(code);
    if (!parsed.success) {
      setCodeError(MESSAGES.invalidCode);
      return;
    }
    setCodeError(undefined);
    const data = readDetails();
    if (!data) {
      setStep("details");
      return;
    }
    let verificationToken: string;
    try {
      ({ verificationToken } = await verifyPhone.mutateAsync({
        phone: data.phone,
        phoneCountry: data.phoneCountry,
        code: parsed.data,
      }));
    } catch (error) {
      const failed = t("auth.signup.verificationFailed");
      const message = error instanceof ApiError && error.message ? error.message : failed;
      setCodeError(message);
      toast.error(failed, { description: message });
      return;
    }
    setVerified({ phone: data.phone, verificationToken });
    await createWith(data, verificationToken);
  };

  async function createWith(data: NonNullable<ReturnType<typeof readDetails>>, verificationToken: string) {
    try {
      await createAccount.mutateAsync({ ...data, verificationToken });
    } catch (error) {
      const message =
        error instanceof ApiError && error.status < 500 && error.message ? error.message : t("auth.signup.failed");
      setStep("details");
      if (error instanceof ApiError && error.status === 409) {
        // The phone stays proven: the visitor logs in instead, or changes the e-mail and goes on.
        setTakenEmail(data.email);
        setErrors({ email: message });
        requestAnimationFrame(() => emailTakenRef.current?.focus());
        return;
      }
      toast.error(t("auth.signup.failedToast"), { description: message });
      if (error instanceof ApiError && error.code === ERROR_CODES.INVALID_VERIFICATION) {
        setVerified(undefined);
        setErrors({ phone: message });
      } else if (error instanceof ApiError && error.status === 400) {
        setErrors({});
      }
      return;
    }
    toast.success(t("auth.signup.createdToast"), { description: t("auth.signup.createdDescription") });
    navigate(returnPath ?? "/", { replace: true });
  }

  const chooseAnotherEmail = () => {
    setTakenEmail(undefined);
    setDetails({ ...details, email: "" });
    setErrors({});
    requestAnimationFrame(() => document.getElementById(`${idPrefix}-email`)?.focus());
  };

  if (step === "check-email" && mailedTo) {
    return (
      <div role="status" className="space-y-4 text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <MailCheck aria-hidden="true" className="size-7" />
        </span>
        <h2 className="text-lg font-semibold text-slate-900">{t("auth.signup.checkEmailTitle")}</h2>
        <p className="text-sm text-slate-600">
          {fillSlots(t("auth.signup.checkEmailText", { email: slot(0) }), [
            <bdi key="email" className="font-semibold text-slate-900 [overflow-wrap:anywhere]">
              {mailedTo}
            </bdi>,
          ])}
        </p>
        <Button asChild size="lg" className="w-full">
          <Link to={withReturnPath("/login", returnPath)} state={{ email: mailedTo }}>
            {t("auth.signup.checkEmailLogIn")}
          </Link>
        </Button>
      </div>
    );
  }

  if (step === "verify") {
    return (
      <PhoneVerificationStep
        idPrefix={idPrefix}
        phone={formatPhone(sentTo ?? normalisePhone(values.phone, values.phoneCountry) ?? values.phone.trim())}
        code={code}
        error={codeError}
        busy={verifyPhone.isPending || createAccount.isPending || emailSignUp.isPending}
        resendIn={countdown.seconds}
        resending={resendCode.isPending}
        onCodeChange={(next) => {
          setCode(next);
          if (codeError) setCodeError(undefined);
        }}
        onVerify={verify}
        onResend={resend}
        onBack={() => setStep("details")}
        onUseEmail={signUpByEmail}
      />
    );
  }

  return (
    <SignUpDetailsStep
      idPrefix={idPrefix}
      values={values}
      errors={errors}
      sending={sendCode.isPending || createAccount.isPending || emailSignUp.isPending}
      phoneOptional={phoneOptional}
      phoneVerified={!!verified && verified.phone === normalisePhone(values.phone, values.phoneCountry)}
      notice={
        takenEmail && (
          <div
            ref={emailTakenRef}
            tabIndex={-1}
            role="alert"
            className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 outline-none"
          >
            <p>
              {fillSlots(
                verified
                  ? t("auth.signup.emailTaken", { email: slot(0), phone: slot(1) })
                  : t("auth.signup.emailTakenNoPhone", { email: slot(0) }),
                [
                  <bdi key="email" className="font-semibold [overflow-wrap:anywhere]">
                    {takenEmail}
                  </bdi>,
                  verified && (
                    <bdi key="phone" dir="ltr" className="whitespace-nowrap font-semibold">
                      {formatPhone(verified.phone)}
                    </bdi>
                  ),
                ],
              )}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button asChild size="sm">
                <Link to={withReturnPath("/login", returnPath)} state={{ email: takenEmail }}>
                  {t("auth.signup.logInInstead")}
                </Link>
              </Button>
              <Button type="button" size="sm" variant="outline" onClick={chooseAnotherEmail}>
                {t("auth.signup.useAnotherEmail")}
              </Button>
            </div>
          </div>
        )
      }
      onChange={({ phoneCountry, ...next }) => {
        if (phoneCountry !== values.phoneCountry) setChosenCountry(phoneCountry);
        if (takenEmail && next.email !== takenEmail) setTakenEmail(undefined);
        setDetails(next);
      }}
      onSubmit={submitDetails}
    />
  );
}
