import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import {
  MESSAGES,
  OTP_RESEND_SECONDS,
  otpCodeSchema,
  type PhoneSendCodeResponse,
  signUpDetailsSchema,
} from "@/shared/schemas/accounts";
import { ApiError } from "@/web/lib/api-client";
import { focusFirstError, validate } from "@/web/lib/validate";
import { useCreateAccount } from "../api/create-account";
import { useSendPhoneCode } from "../api/send-phone-code";
import { useVerifyPhone } from "../api/verify-phone";
import { useCountdown } from "../hooks/use-countdown";
import { useReturnPath } from "../lib/redirect";
import { PhoneVerificationStep } from "./phone-verification-step";
import { SIGNUP_FIELDS, SignUpDetailsStep, type SignUpErrors, type SignUpValues } from "./signup-details-step";

const EMPTY: SignUpValues = { name: "", email: "", phone: "", password: "", acceptTerms: false };

const codeDescription = (sent: PhoneSendCodeResponse, phone: string) =>
  // The development console provider hands the code back; real SMS never does.
  sent.devCode ? `Your code is ${sent.devCode}` : `We sent a 6-digit code to ${phone}.`;

/**
 * Sign-up in two steps (spec section 4): details, then phone verification. Verifying the code
 * creates the account; Back returns to the details with everything still filled in. The new user goes
 * to / (spec), or back to the page that sent them to sign up (a profile they wanted a video from).
 */
export function SignUpFlow({
  idPrefix = "signup",
  onStepChange,
}: {
  idPrefix?: string;
  onStepChange?: (step: "details" | "verify") => void;
}) {
  const [step, setStepState] = useState<"details" | "verify">("details");
  const [values, setValues] = useState<SignUpValues>(EMPTY);
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
  const navigate = useNavigate();
  const returnPath = useReturnPath();

  const setStep = (next: "details" | "verify") => {
    setStepState(next);
    onStepChange?.(next);
  };

  const submitDetails = () => {
    const result = validate(signUpDetailsSchema, values);
    setErrors(result.errors);
    if (!result.success) {
      focusFirstError(result.errors, SIGNUP_FIELDS, idPrefix);
      return;
    }
    if (sentTo === result.data.phone && countdown.seconds > 0) {
      // The code already sent is still valid, and the server would refuse a new one this soon.
      setStep("verify");
      return;
    }
    sendCode.mutate(result.data.phone, {
      onSuccess: (sent) => {
        setSentTo(result.data.phone);
        toast.success("Verification code sent", { description: codeDescription(sent, result.data.phone) });
        countdown.start(sent.resendInSeconds || OTP_RESEND_SECONDS);
        setCode("");
        setCodeError(undefined);
        setStep("verify");
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400 && error.message) {
          setErrors({ phone: error.message });
        }
        toast.error("Failed to send verification code", {
          description: "Please check your phone number and try again.",
        });
      },
    });
  };

  const resend = () => {
    resendCode.mutate(values.phone.trim(), {
      onSuccess: (sent) => {
        toast.success("Code resent", { description: codeDescription(sent, values.phone.trim()) });
        countdown.start(sent.resendInSeconds || OTP_RESEND_SECONDS);
      },
      onError: () => toast.error("Failed to resend code", { description: "Please try again later." }),
    });
  };

  const verify = async () => {
    const parsed = otpCodeSchema.safeParse(code);
    if (!parsed.success) {
      setCodeError(MESSAGES.invalidCode);
      return;
    }
    setCodeError(undefined);
    const details = signUpDetailsSchema.parse(values);
    let verificationToken: string;
    try {
      ({ verificationToken } = await verifyPhone.mutateAsync({ phone: details.phone, code: parsed.data }));
    } catch (error) {
      const message = error instanceof ApiError && error.message ? error.message : "Verification failed";
      setCodeError(message);
      toast.error("Verification failed", { description: message });
      return;
    }
    try {
      await createAccount.mutateAsync({ ...details, verificationToken });
    } catch (error) {
      const message =
        error instanceof ApiError && error.status < 500 && error.message ? error.message : MESSAGES.signupFailed;
      toast.error("Sign up failed", { description: message });
      // An e-mail already in use (or another detail the server refused) is fixed on the details step.
      if (error instanceof ApiError && (error.status === 409 || error.status === 400)) {
        setErrors(error.status === 409 ? { email: message } : {});
        setStep("details");
      }
      return;
    }
    toast.success("Account created", { description: "Welcome! Please check your email to verify your account" });
    navigate(returnPath ?? "/", { replace: true });
  };

  if (step === "verify") {
    return (
      <PhoneVerificationStep
        idPrefix={idPrefix}
        phone={values.phone.trim()}
        code={code}
        error={codeError}
        busy={verifyPhone.isPending || createAccount.isPending}
        resendIn={countdown.seconds}
        resending={resendCode.isPending}
        onCodeChange={(next) => {
          setCode(next);
          if (codeError) setCodeError(undefined);
        }}
        onVerify={verify}
        onResend={resend}
        onBack={() => setStep("details")}
      />
    );
  }

  return (
    <SignUpDetailsStep
      idPrefix={idPrefix}
      values={values}
      errors={errors}
      sending={sendCode.isPending}
      onChange={(next) => {
        setValues(next);
      }}
      onSubmit={submitDetails}
    />
  );
}
