// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { latestAllowedDeadline } from "@/shared/booking";
import { findCurrency } from "@/shared/currencies";
import { formatUsdCentsIn } from "@/shared/money";
import { currenciesResponse } from "@/web/lib/currency/test-currencies";
import { I18nProvider, loadMessages } from "@/web/lib/i18n";
import { localToday } from "../lib/local-date";

/** The fan's date `days` from today, as the date input gives it. */
const inDays = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
};

import type { Me } from "@/shared/schemas/accounts";
import { buildMe } from "@/web/test/factories";
import { errorResponse, jsonResponse, renderWithProviders } from "@/web/test/render";
import { type BookableCelebrity, RequestVideoDialog } from "./request-video-dialog";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const celebrity = { id: "7d2c1f7e-4b8a-4c1e-9f3a-2b6d8e0a1c55", fullName: "Sipho Mabaso", priceCents: 24_000 };

beforeAll(() => loadMessages("fr", ["common", "shared", "validation", "booking"]));

let createAnswer: () => Response;
let voiceNoteAnswer: () => Response;
const assign = vi.fn();

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.localStorage.setItem("salamu.currency", "KES");
  createAnswer = () =>
    jsonResponse({ request: { id: "r1" }, checkoutUrl: "/payment/sandbox?reference=SALAMU-1-2" }, 201);
  voiceNoteAnswer = () => jsonResponse({ id: "0b6f1c1e-8a4d-4c55-9d55-2f1c2b7a0b11", durationMs: 3_200 }, 201);
  URL.createObjectURL = vi.fn(() => "blob:voice");
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(window.location, "assign").mockImplementation(assign);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const { pathname } = new URL(String(input), "http://localhost");
      if (pathname === "/api/currencies") return jsonResponse(currenciesResponse());
      if (pathname === "/api/requests" && init?.method === "POST") return createAnswer();
      if (pathname === "/api/voice-notes" && init?.method === "POST") return voiceNoteAnswer();
      return errorResponse(404, "NOT_FOUND", "Not found");
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

const fan = buildMe({ role: "user" });
const RETURN_PATH = "/celebrity/sipho_mabaso?request=video";

function renderDialog(
  coveringPlan: string | null = null,
  star: BookableCelebrity = celebrity,
  session: Me | null = fan,
) {
  return renderWithProviders(
    <RequestVideoDialog
      celebrity={star}
      open
      onOpenChange={() => {}}
      coveringPlan={coveringPlan}
      returnPath={RETURN_PATH}
    />,
    {
      path: "/celebrity/sipho_mabaso",
      routePath: "/celebrity/:username",
      routes: [
        { path: "/dashboard", element: <h1>Dashboard</h1> },
        { path: "/signup", element: <h1>Sign up</h1> },
        { path: "/login", element: <h1>Log in</h1> },
      ],
      currency: true,
      session,
    },
  ).router;
}

const postedBodies = () =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([input, init]) => String(input) === "/api/requests" && init?.method === "POST")
    .map(([, init]) => JSON.parse(String(init?.body)));

describe("Request video dialog", () => {
  it("requires a message and refuses a past deadline, without posting", async () => {
    renderDialog();
    expect(await screen.findByRole("dialog", { name: "Request a video from Sipho Mabaso" })).toBeInTheDocument();
    const deadline = screen.getByLabelText("Deadline (optional)");
    expect(deadline).toHaveAttribute("type", "date");
    expect(deadline).toHaveAttribute("min", localToday());

    fireEvent.change(deadline, { target: { value: "2001-01-01" } });
    fireEvent.click(screen.getByRole("button", { name: "Send request" }));

    expect(await screen.findByText("Please provide a message for your video request")).toBeInTheDocument();
    expect(screen.getByText("The deadline cannot be in the past")).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith("Message required", {
      description: "Please provide a message for your video request",
    });
    expect(screen.getByLabelText("Your message")).toHaveAttribute("aria-invalid", "true");
    expect(postedBodies()).toHaveLength(0);
  });

  it("refuses a deadline more than a year ahead, and counts the message's characters", async () => {
    renderDialog();
    await screen.findByRole("dialog");
    const deadline = screen.getByLabelText("Deadline (optional)");
    expect(deadline).toHaveAttribute("max", latestAllowedDeadline());
    fireEvent.change(screen.getByLabelText("Your message"), { target: { value: "Hello Amara" } });
    expect(screen.getByText("11 / 1000 characters")).toBeInTheDocument();
    fireEvent.change(deadline, { target: { value: "9999-12-31" } });
    fireEvent.click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findByText("The deadline can be at most a year from today")).toBeInTheDocument();
    expect(postedBodies()).toHaveLength(0);
  });

  it("says when the fan's plan covers the video instead of asking for a payment", async () => {
    renderDialog("Standard");
    await screen.findByRole("dialog");
    expect(screen.getByText("Your Standard plan covers this video: no payment needed.")).toBeInTheDocument();
    expect(screen.queryByText(/Payment comes next/)).not.toBeInTheDocument();
  });

  it("posts the request in the visitor's currency (no amount) and goes to the checkout", async () => {
    renderDialog();
    await screen.findByRole("dialog");
    expect(await screen.findByText(/Payment comes next, in KES/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Your message"), { target: { value: "  Happy birthday Amara!  " } });
    fireEvent.change(screen.getByLabelText("Recipient name (optional)"), { target: { value: "Amara" } });
    fireEvent.change(screen.getByLabelText("Deadline (optional)"), { target: { value: inDays(30) } });
    fireEvent.click(screen.getByRole("button", { name: "Send request" }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith("/payment/sandbox?reference=SALAMU-1-2"));
    expect(postedBodies()).toEqual([
      {
        celebrityId: celebrity.id,
        message: "Happy birthday Amara!",
        recipientName: "Amara",
        deadline: inDays(30),
        currency: "KES",
      },
    ]);
    expect(postedBodies()[0]).not.toHaveProperty("amount");
    expect(screen.getByRole("button", { name: "Going to payment…" })).toBeDisabled();
  });

  it("sends how to say the names: a phonetic spelling and a voice note stored first", async () => {
    renderDialog();
    await screen.findByRole("dialog");
    fireEvent.change(screen.getByLabelText("Your message"), { target: { value: "Happy birthday Oluwatobiloba!" } });
    fireEvent.change(screen.getByLabelText("How to say the names (optional)"), {
      target: { value: "oh-loo-wah-TOH-bee-loh-bah" },
    });
    const audio = new File([new Uint8Array(2_000)], "names.m4a", { type: "audio/mp4" });
    fireEvent.change(screen.getByLabelText("Voice note file"), { target: { files: [audio] } });
    expect(await screen.findByText("Voice note ready (0:03)")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(postedBodies()[0]).toMatchObject({
      phoneticSpelling: "oh-loo-wah-TOH-bee-loh-bah",
      voiceNoteId: "0b6f1c1e-8a4d-4c55-9d55-2f1c2b7a0b11",
    });
  });

  it("says why a voice note was refused and keeps everything written", async () => {
    voiceNoteAnswer = () =>
      errorResponse(
        415,
        "INVALID_FILE_TYPE",
        "That file is not a recording we can play. Record again or choose another audio file.",
      );
    renderDialog();
    await screen.findByRole("dialog");
    fireEvent.change(screen.getByLabelText("Your message"), { target: { value: "Kept while the note is refused" } });
    const notAudio = new File(["text"], "notes.txt", { type: "audio/mpeg" });
    fireEvent.change(screen.getByLabelText("Voice note file"), { target: { files: [notAudio] } });
    expect((await screen.findByRole("alert")).textContent).toContain("not a recording we can play");
    expect(screen.getByLabelText("Your message")).toHaveValue("Kept while the note is refused");
    // Too large is said before anything is sent.
    const huge = new File([new Uint8Array(3 * 1024 * 1024 + 1)], "long.webm", { type: "audio/webm" });
    fireEvent.change(screen.getByLabelText("Voice note file"), { target: { files: [huge] } });
    expect((await screen.findByRole("alert")).textContent).toContain("too large");
    expect(vi.mocked(fetch).mock.calls.filter(([input]) => String(input) === "/api/voice-notes")).toHaveLength(1);
  });

  it("asks no language of a star who lists none", async () => {
    renderDialog();
    await screen.findByRole("dialog");
    expect(screen.queryByLabelText("Language of the video")).not.toBeInTheDocument();
  });

  it("offers the star's languages, the page's one first when they record in it, and sends the choice", async () => {
    renderDialog(null, { ...celebrity, languages: ["zulu", "english", "xhosa"] });
    await screen.findByRole("dialog");
    const language = screen.getByLabelText("Language of the video");
    expect(language).toHaveValue("english");
    expect([...language.querySelectorAll("option")].map((option) => option.textContent)).toEqual([
      "Zulu",
      "English",
      "Xhosa",
    ]);
    fireEvent.change(screen.getByLabelText("Your message"), { target: { value: "Sawubona!" } });
    fireEvent.change(language, { target: { value: "zulu" } });
    fireEvent.click(screen.getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(postedBodies()).toHaveLength(1));
    expect(postedBodies()[0]).toMatchObject({ message: "Sawubona!", recordingLanguage: "zulu" });
  });

  it("lets a signed-out visitor write first, keeps the draft through sign-up, and fills it in on return", async () => {
    const router = renderDialog(null, celebrity, null);
    await screen.findByRole("dialog");
    expect(screen.getByText("Next, create your account: what you wrote here is kept.")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Your message"), { target: { value: "Happy birthday, Tolu!" } });
    fireEvent.change(screen.getByLabelText("Recipient name (optional)"), { target: { value: "Tolu" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/signup"));
    // Sign-up sends the visitor back to the page that opens this dialog; nothing was sent meanwhile.
    expect(router.state.location.state).toEqual({ from: RETURN_PATH });
    expect(postedBodies()).toHaveLength(0);
    cleanup();

    // Back, signed in: the dialog opens with what they wrote; the kept copy is gone once taken back.
    renderDialog();
    expect(await screen.findByLabelText("Your message")).toHaveValue("Happy birthday, Tolu!");
    expect(screen.getByLabelText("Recipient name (optional)")).toHaveValue("Tolu");
    fireEvent.click(screen.getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(postedBodies()).toHaveLength(1));
    expect(postedBodies()[0]).toMatchObject({ message: "Happy birthday, Tolu!", recipientName: "Tolu" });
    await waitFor(() => expect(assign).toHaveBeenCalled());
    cleanup();
    renderDialog();
    expect(await screen.findByLabelText("Your message")).toHaveValue("");
  });

  it("a signed-out visitor with an account logs in instead, draft kept", async () => {
    const router = renderDialog(null, celebrity, null);
    await screen.findByRole("dialog");
    fireEvent.change(screen.getByLabelText("Your message"), { target: { value: "Congratulations!" } });
    fireEvent.click(screen.getByRole("button", { name: "I have an account: log in" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.state).toEqual({ from: RETURN_PATH });
    cleanup();
    renderDialog();
    expect(await screen.findByLabelText("Your message")).toHaveValue("Congratulations!");
  });

  it("starts at the star's first language when they do not record in the page's", async () => {
    renderDialog(null, { ...celebrity, languages: ["zulu", "xhosa"] });
    await screen.findByRole("dialog");
    expect(screen.getByLabelText("Language of the video")).toHaveValue("zulu");
    fireEvent.change(screen.getByLabelText("Your message"), { target: { value: "Sawubona!" } });
    fireEvent.click(screen.getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(postedBodies()).toHaveLength(1));
    expect(postedBodies()[0]).toMatchObject({ recordingLanguage: "zulu" });
  });

  it("on a French page, starts at French when the star records in it, each language named in French", async () => {
    renderWithProviders(
      <I18nProvider locale="fr">
        <RequestVideoDialog
          celebrity={{ ...celebrity, languages: ["english", "french"] }}
          open
          onOpenChange={() => {}}
          returnPath={RETURN_PATH}
        />
      </I18nProvider>,
      { path: "/celebrity/sipho_mabaso", routePath: "/celebrity/:username", currency: true, session: fan },
    );
    const language = await screen.findByLabelText("Langue de la vidéo");
    expect(language).toHaveValue("french");
    expect([...language.querySelectorAll("option")].map((option) => option.textContent)).toEqual([
      "Anglais",
      "Français",
    ]);
  });

  it("shows the server's refusal of the language under its field", async () => {
    const refusal = "Choose a language Sipho Mabaso records in.";
    createAnswer = () =>
      jsonResponse(
        {
          error: {
            code: "VALIDATION_ERROR",
            message: refusal,
            details: [{ path: "recordingLanguage", message: refusal }],
          },
        },
        400,
      );
    renderDialog(null, { ...celebrity, languages: ["zulu"] });
    await screen.findByRole("dialog");
    fireEvent.change(screen.getByLabelText("Your message"), { target: { value: "Sawubona!" } });
    fireEvent.click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    const language = screen.getByLabelText("Language of the video");
    expect(language).toHaveAttribute("aria-invalid", "true");
    expect(language).toHaveFocus();
  });

  it("goes to the dashboard when a subscription covers the request", async () => {
    createAnswer = () => jsonResponse({ request: { id: "r1" }, checkoutUrl: null }, 201);
    const router = renderDialog();
    await screen.findByRole("dialog");
    fireEvent.change(screen.getByLabelText("Your message"), { target: { value: "Pep talk please" } });
    fireEvent.click(screen.getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(toast.success).toHaveBeenCalledWith("Request sent successfully!", {
      description: "Your video request has been sent to Sipho Mabaso",
    });
    expect(assign).not.toHaveBeenCalled();
  });

  it("shows the server's field errors inline and keeps what was typed", async () => {
    createAnswer = () =>
      jsonResponse(
        {
          error: {
            code: "VALIDATION_ERROR",
            message: "Invalid body: recipientName: Recipient name must be at most 100 characters",
            details: [{ path: "recipientName", message: "Recipient name must be at most 100 characters" }],
          },
        },
        400,
      );
    renderDialog();
    await screen.findByRole("dialog");
    fireEvent.change(screen.getByLabelText("Your message"), { target: { value: "Congratulations!" } });
    fireEvent.change(screen.getByLabelText("Recipient name (optional)"), { target: { value: "Team" } });
    fireEvent.click(screen.getByRole("button", { name: "Send request" }));

    expect(await screen.findByText("Recipient name must be at most 100 characters")).toBeInTheDocument();
    // The field's own words, without the API's "Invalid body: recipientName:" (issue 24, item 14).
    expect(toast.error).toHaveBeenCalledWith("Failed to send request", {
      description: "Recipient name must be at most 100 characters",
    });
    expect(screen.getByLabelText("Your message")).toHaveValue("Congratulations!");
    expect(screen.getByLabelText("Recipient name (optional)")).toHaveValue("Team");
  });

  it("uses the spec's text when the server fails", async () => {
    createAnswer = () => errorResponse(500, "INTERNAL_ERROR", "Something went wrong");
    renderDialog();
    await screen.findByRole("dialog");
    fireEvent.change(screen.getByLabelText("Your message"), { target: { value: "Hello" } });
    fireEvent.click(screen.getByRole("button", { name: "Send request" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Failed to send request", {
        description: "There was an error sending your video request. Please try again.",
      }),
    );
    expect(screen.getByLabelText("Your message")).toHaveValue("Hello");
  });

  it("warns, before payment, that a date sooner than the star usually delivers may be too soon, and still sends it", async () => {
    const slow = { ...celebrity, responseTime: "3-5 days" };
    renderDialog(null, slow);
    await screen.findByRole("dialog");
    const deadline = screen.getByLabelText("Deadline (optional)");
    // The star usually needs up to 5 days: in 2 days is too soon.
    const usually = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(
      new Date(`${inDays(5)}T00:00:00Z`),
    );
    const warning = `Sipho Mabaso usually delivers by ${usually}: this date may be too soon. You can still send the request.`;
    fireEvent.change(deadline, { target: { value: inDays(2) } });
    expect(screen.getByTestId("deadline-too-soon")).toHaveTextContent(warning);
    expect(deadline).toHaveAccessibleDescription(expect.stringContaining(warning));
    // A date the star usually makes: no warning.
    fireEvent.change(deadline, { target: { value: inDays(5) } });
    expect(screen.queryByTestId("deadline-too-soon")).not.toBeInTheDocument();
    // A warning, not a block: the request goes with the fan's date.
    fireEvent.change(deadline, { target: { value: inDays(1) } });
    expect(screen.getByTestId("deadline-too-soon")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Your message"), { target: { value: "Happy birthday!" } });
    fireEvent.click(screen.getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(postedBodies()).toHaveLength(1));
    expect(postedBodies()[0]).toMatchObject({ deadline: inDays(1) });
  });

  it("gives no warning for a star who delivers within a day, or without a date", async () => {
    renderDialog(null, { ...celebrity, responseTime: "24 hours" });
    await screen.findByRole("dialog");
    expect(screen.queryByTestId("deadline-too-soon")).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Deadline (optional)"), { target: { value: inDays(1) } });
    expect(screen.queryByTestId("deadline-too-soon")).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Deadline (optional)"), { target: { value: inDays(0) } });
    expect(screen.getByTestId("deadline-too-soon")).toBeInTheDocument();
  });

  it("says so when the star filled up meanwhile, keeping what was typed", async () => {
    createAnswer = () =>
      errorResponse(
        409,
        "FULLY_BOOKED",
        "Sipho Mabaso is fully booked right now. Please check back once they have delivered some requests.",
      );
    renderDialog();
    await screen.findByRole("dialog");
    fireEvent.change(screen.getByLabelText("Your message"), { target: { value: "Hello" } });
    fireEvent.click(screen.getByRole("button", { name: "Send request" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Failed to send request", {
        description:
          "Sipho Mabaso is fully booked right now. Please check back once they have delivered some requests.",
      }),
    );
    expect(screen.getByLabelText("Your message")).toHaveValue("Hello");
  });

  describe("rush delivery", () => {
    const rushStar: BookableCelebrity = { ...celebrity, rushPriceCents: 6_000 };
    const kes = (usdCents: number) => formatUsdCentsIn(usdCents, "KES", findCurrency("KES").rate);

    it("offers no rush choice when the star does not offer it", async () => {
      renderDialog();
      await screen.findByRole("dialog");
      expect(screen.queryByRole("checkbox", { name: /Rush delivery/ })).not.toBeInTheDocument();
    });

    it("adds the rush price to the total shown before payment and sends only the choice, never a price", async () => {
      renderDialog(null, rushStar);
      await screen.findByRole("dialog");
      const choice = await screen.findByRole("checkbox", { name: /Rush delivery \(24 hours\)/ });
      expect(choice).not.toBeChecked();
      expect(choice).toHaveAccessibleDescription(
        "Sipho Mabaso delivers within 24 hours of your payment, or you're refunded in full automatically.",
      );
      // The rush price in the visitor's currency beside the choice; the total is the usual price until chosen.
      const spaced = (text: string | null | undefined) => text?.replace(/\s+/g, " ");
      expect(spaced(choice.closest("label")?.textContent)).toBe(spaced(`Rush delivery (24 hours) +${kes(6_000)}`));
      const total = () => screen.getByText("Price:").parentElement!.querySelector("[data-testid=price]")!.textContent;
      await waitFor(() => expect(total()).toBe(kes(24_000)));

      fireEvent.click(choice);
      expect(total()).toBe(kes(30_000));
      expect(spaced(screen.getByTestId("rush-breakdown").textContent)).toBe(
        spaced(`(${kes(24_000)} + ${kes(6_000)} rush)`),
      );

      fireEvent.change(screen.getByLabelText("Your message"), { target: { value: "Happy birthday!" } });
      fireEvent.click(screen.getByRole("button", { name: "Send request" }));
      await waitFor(() => expect(assign).toHaveBeenCalled());
      expect(postedBodies()).toEqual([
        { celebrityId: celebrity.id, message: "Happy birthday!", rush: true, currency: "KES" },
      ]);
    });

    it("sends no rush when the fan leaves it unchosen", async () => {
      renderDialog(null, rushStar);
      await screen.findByRole("dialog");
      fireEvent.change(screen.getByLabelText("Your message"), { target: { value: "Hi" } });
      fireEvent.click(screen.getByRole("button", { name: "Send request" }));
      await waitFor(() => expect(assign).toHaveBeenCalled());
      expect(postedBodies()[0]).not.toHaveProperty("rush");
    });

    it("tells a plan holder that rush is paid in full, and shows the price to pay", async () => {
      renderDialog("Standard", rushStar);
      await screen.findByRole("dialog");
      expect(screen.getByText("Your Standard plan covers this video: no payment needed.")).toBeInTheDocument();
      fireEvent.click(screen.getByRole("checkbox", { name: /Rush delivery/ }));
      expect(
        screen.getByText("Your plan covers videos without rush: with rush delivery, you pay the whole price."),
      ).toBeInTheDocument();
      expect(screen.queryByText(/plan covers this video/)).not.toBeInTheDocument();
      expect(await screen.findByText(/Payment comes next/)).toBeInTheDocument();
    });

    it("says so when the star stopped offering rush meanwhile, keeping what was typed", async () => {
      createAnswer = () =>
        errorResponse(409, "RUSH_NOT_OFFERED", "Sipho Mabaso doesn't offer rush delivery. Please book without it.");
      renderDialog(null, rushStar);
      await screen.findByRole("dialog");
      fireEvent.click(screen.getByRole("checkbox", { name: /Rush delivery/ }));
      fireEvent.change(screen.getByLabelText("Your message"), { target: { value: "Hello" } });
      fireEvent.click(screen.getByRole("button", { name: "Send request" }));
      await waitFor(() =>
        expect(toast.error).toHaveBeenCalledWith("Failed to send request", {
          description: "Sipho Mabaso doesn't offer rush delivery. Please book without it.",
        }),
      );
      expect(screen.getByLabelText("Your message")).toHaveValue("Hello");
    });
  });
});
