// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MESSAGES } from "@/shared/schemas/accounts";
import { type MyCelebrityProfile, PROFILE_MESSAGES, type ShowcaseCandidate } from "@/shared/schemas/celebrity-profile";
import { errorResponse, jsonResponse, renderWithProviders } from "@/web/test/render";
import { CelebrityProfileEditor } from "./celebrity-profile-editor";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const baseProfile: MyCelebrityProfile = {
  id: "p1",
  username: "kemi_sings",
  fullName: "Kemi Adebayo",
  profession: "musician",
  categoryId: "musicians",
  country: "nigeria",
  bio: "Afrobeats singer from Lagos.",
  bioTranslations: { fr: "Chanteuse afrobeats de Lagos." },
  priceCents: 12_000,
  responseTime: "48 hours",
  languages: ["english", "yoruba"],
  acceptingRequests: true,
  acceptsPlanBookings: false,
  maxOpenRequests: null,
  rushPriceCents: null,
  openRequests: 2,
  planVideoEarningsUsdCents: { basic: 750, standard: 625, premium: 375 },
  imageUrl: null,
  socialMedia: {},
  approved: true,
  verified: true,
  previousUsernames: ["kemi_old"],
};

const candidate = (n: number, position: number | null = null): ShowcaseCandidate => ({
  requestId: `00000000-0000-4000-8000-00000000000${n}`,
  occasion: "Birthdays",
  fanName: `Fan ${n}.`,
  recipientName: null,
  completedAt: "2026-03-01T10:00:00.000Z",
  videoUrl: `/api/videos/r${n}/stream?expires=1&signature=x`,
  posterUrl: null,
  position,
});

type Call = { method: string; path: string; body: unknown };
let calls: Call[];
let profile: MyCelebrityProfile;
let showcase: ShowcaseCandidate[];
let answer: (call: Call) => Response | undefined;

beforeEach(() => {
  calls = [];
  profile = { ...baseProfile };
  showcase = [];
  answer = () => undefined;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), "http://localhost").pathname;
      const method = init?.method ?? "GET";
      const body = typeof init?.body === "string" ? JSON.parse(init.body) : init?.body;
      const call = { method, path, body };
      if (method !== "GET") calls.push(call);
      const special = answer(call);
      if (special) return special;
      if (path === "/api/celebrity/profile" && method === "GET") return jsonResponse({ profile });
      if (path === "/api/celebrity/profile" && method === "PATCH") {
        profile = { ...profile, ...(body as object) };
        return jsonResponse({ profile });
      }
      if (path === "/api/celebrity/profile/photo" && method === "PUT") {
        profile = { ...profile, imageUrl: `/api/images/${"a".repeat(32)}-480.webp` };
        return jsonResponse({ profile });
      }
      if (path === "/api/celebrity/showcase" && method === "GET") return jsonResponse({ items: showcase });
      if (path === "/api/celebrity/showcase" && method === "PUT") {
        const ids = (body as { requestIds: string[] }).requestIds;
        showcase = showcase.map((item) => ({ ...item, position: ids.indexOf(item.requestId) + 1 || null }));
        return jsonResponse({ items: showcase });
      }
      return errorResponse(404, "NOT_FOUND", "Not found");
    }),
  );
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:preview", revokeObjectURL: () => {} }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const renderEditor = () => renderWithProviders(<CelebrityProfileEditor />, { path: "/dashboard/profile" });
const form = async () => screen.findByRole("form", { name: "Celebrity profile" });

describe("CelebrityProfileEditor: details", () => {
  it("starts from the saved profile, with the old links and the languages ticked, and passes axe", async () => {
    const { container } = renderEditor();
    const details = await form();
    expect(within(details).getByLabelText("Username")).toHaveValue("kemi_sings");
    expect(within(details).getByLabelText("Price (USD)")).toHaveValue(120);
    expect(within(details).getByText(/Old links \(\/celebrity\/kemi_old\) still lead here/)).toBeInTheDocument();
    expect(within(details).getByRole("checkbox", { name: "Yoruba" })).toBeChecked();
    expect(within(details).getByRole("checkbox", { name: "Zulu" })).not.toBeChecked();
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    const serious = results.violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? ""));
    expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  it("checks the fields with the shared schema before sending anything", async () => {
    renderEditor();
    const details = await form();
    fireEvent.change(within(details).getByLabelText("Username"), { target: { value: "no spaces please" } });
    fireEvent.change(within(details).getByLabelText("Price (USD)"), { target: { value: "0.5" } });
    fireEvent.change(within(details).getByLabelText("Bio"), { target: { value: "  " } });
    fireEvent.click(within(details).getByRole("button", { name: "Save changes" }));

    expect(await within(details).findByText(PROFILE_MESSAGES.usernameFormat)).toBeInTheDocument();
    expect(within(details).getByText(MESSAGES.priceMin)).toBeInTheDocument();
    expect(within(details).getByText(MESSAGES.bioRequired)).toBeInTheDocument();
    expect(within(details).getByLabelText("Username")).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it("saves the fields and the languages ticked (the price in USD: the server stores cents)", async () => {
    renderEditor();
    const details = await form();
    fireEvent.change(within(details).getByLabelText("Username"), { target: { value: "Kemi_Live" } });
    fireEvent.change(within(details).getByLabelText("Price (USD)"), { target: { value: "150" } });
    fireEvent.click(within(details).getByRole("checkbox", { name: "Pidgin" }));
    fireEvent.click(within(details).getByRole("checkbox", { name: "Yoruba" }));
    fireEvent.click(within(details).getByRole("button", { name: "Save changes" }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      method: "PATCH",
      path: "/api/celebrity/profile",
      body: {
        username: "kemi_live",
        priceUsd: 150,
        categoryId: "musicians",
        profession: "musician",
        country: "nigeria",
        responseTime: "48 hours",
        bio: "Afrobeats singer from Lagos.",
        bioTranslations: { fr: "Chanteuse afrobeats de Lagos." },
        languages: ["english", "pidgin"],
      },
    });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Profile updated", {
        description: "Your celebrity profile has been saved.",
      }),
    );
  });

  it("writes the bio in other languages: open when one is written, each its own way, an emptied one dropped", async () => {
    renderEditor();
    const details = await form();
    const group = within(details).getByRole("group", { name: "Your bio in other languages (optional)" });
    const french = within(group).getByLabelText("Français");
    expect(french).toBeVisible();
    expect(french).toHaveValue("Chanteuse afrobeats de Lagos.");
    const swahili = within(group).getByLabelText("Kiswahili");
    expect(swahili).toHaveAttribute("dir", "auto");
    expect(swahili).toHaveAttribute("lang", "sw");
    expect(within(group).getByLabelText("العربية")).toHaveValue("");
    expect(within(group).getAllByText("Leave empty to show your main bio.")).toHaveLength(3);

    fireEvent.change(french, { target: { value: "   " } });
    fireEvent.change(swahili, { target: { value: "  Mwimbaji wa afrobeats kutoka Lagos.  " } });
    fireEvent.click(within(details).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect((calls[0]!.body as { bioTranslations: unknown }).bioTranslations).toEqual({
      sw: "Mwimbaji wa afrobeats kutoka Lagos.",
    });
    // The server's answer is what the form shows next.
    await waitFor(() => expect(swahili).toHaveValue("Mwimbaji wa afrobeats kutoka Lagos."));
    expect(french).toHaveValue("");
  });

  it("keeps the other languages closed for a star who wrote none, and shows a refused one under its field", async () => {
    profile = { ...baseProfile, bioTranslations: {} };
    answer = (call) =>
      call.method === "PATCH"
        ? jsonResponse(
            {
              error: {
                code: "VALIDATION_ERROR",
                message: "Invalid body: bioTranslations.ar: Bio must be at most 2000 characters.",
                details: [{ path: "bioTranslations.ar", message: "Bio must be at most 2000 characters." }],
              },
            },
            400,
          )
        : undefined;
    renderEditor();
    const details = await form();
    const arabic = within(details).getByLabelText("العربية");
    expect(arabic).not.toBeVisible();
    fireEvent.click(within(details).getByText("Your bio in other languages (optional)"));
    await waitFor(() => expect(arabic).toBeVisible());
    fireEvent.change(arabic, { target: { value: "مغنية أفروبيتس من لاغوس." } });
    // Closed again before saving: the refusal opens it and puts the star on the field.
    fireEvent.click(within(details).getByText("Your bio in other languages (optional)"));
    fireEvent.click(within(details).getByRole("button", { name: "Save changes" }));

    expect(await within(details).findByText("Bio must be at most 2000 characters.")).toBeInTheDocument();
    expect(arabic).toHaveAttribute("aria-invalid", "true");
    expect(arabic).toBeVisible();
    expect(arabic).toHaveFocus();
    expect(arabic).toHaveValue("مغنية أفروبيتس من لاغوس.");
  });

  it("shows a taken username next to its field and keeps what was typed", async () => {
    answer = (call) =>
      call.method === "PATCH" ? errorResponse(409, "USERNAME_TAKEN", PROFILE_MESSAGES.usernameTaken) : undefined;
    renderEditor();
    const details = await form();
    fireEvent.change(within(details).getByLabelText("Username"), { target: { value: "burna" } });
    fireEvent.click(within(details).getByRole("button", { name: "Save changes" }));

    expect(await within(details).findByText(PROFILE_MESSAGES.usernameTaken)).toBeInTheDocument();
    expect(within(details).getByLabelText("Username")).toHaveValue("burna");
    expect(within(details).getByLabelText("Username")).toHaveAttribute("aria-invalid", "true");
    expect(toast.error).toHaveBeenCalledWith("Update failed", { description: PROFILE_MESSAGES.usernameTaken });
  });
});

describe("CelebrityProfileEditor: availability", () => {
  it("pauses requests at once with the switch", async () => {
    renderEditor();
    const toggle = await screen.findByRole("switch", { name: "Accepting requests" });
    expect(toggle).toHaveAttribute("aria-checked", "true");
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(calls).toEqual([{ method: "PATCH", path: "/api/celebrity/profile", body: { acceptingRequests: false } }]),
    );
    await waitFor(() => expect(toggle).toHaveAttribute("aria-checked", "false"));
    expect(toast.success).toHaveBeenCalledWith("Requests paused", expect.anything());
    expect(await screen.findByText("Requests paused")).toBeInTheDocument();
  });
});

describe("CelebrityProfileEditor: open-requests limit (ADR 055)", () => {
  const capacity = async () => screen.findByRole("form", { name: "Open requests limit" });

  it("refuses a limit that is not a whole number from 1 to 500 before sending, then sets one and clears it", async () => {
    renderEditor();
    const card = await capacity();
    expect(screen.getByTestId("open-requests")).toHaveTextContent("2 open requests now. No limit set.");
    const field = within(card).getByLabelText("Most open requests at once");
    expect(field).toHaveValue("");
    for (const bad of ["0", "501", "2.5", "three"]) {
      fireEvent.change(field, { target: { value: bad } });
      fireEvent.click(within(card).getByRole("button", { name: "Save limit" }));
      expect(await within(card).findByText(PROFILE_MESSAGES.maxOpenRequests)).toBeInTheDocument();
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveFocus();
      // What was typed stays, to be corrected.
      expect(field).toHaveValue(bad);
    }
    expect(calls).toEqual([]);

    fireEvent.change(field, { target: { value: " 3 " } });
    expect(within(card).queryByText(PROFILE_MESSAGES.maxOpenRequests)).not.toBeInTheDocument();
    fireEvent.click(within(card).getByRole("button", { name: "Save limit" }));
    await waitFor(() =>
      expect(calls).toEqual([{ method: "PATCH", path: "/api/celebrity/profile", body: { maxOpenRequests: 3 } }]),
    );
    expect(toast.success).toHaveBeenCalledWith("Limit saved", {
      description: "You take up to 3 open requests at once.",
    });
    expect(await screen.findByTestId("open-requests")).toHaveTextContent("2 open requests now, of 3 at most.");
    expect(field).toHaveValue("3");

    fireEvent.change(field, { target: { value: "" } });
    fireEvent.click(within(card).getByRole("button", { name: "Save limit" }));
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ maxOpenRequests: null }));
    expect(await screen.findByTestId("open-requests")).toHaveTextContent("No limit set.");
  });

  it("says the star is fully booked when their open requests reached the limit", async () => {
    profile = { ...baseProfile, maxOpenRequests: 2, openRequests: 2 };
    renderEditor();
    const card = await capacity();
    expect(within(card).getByLabelText("Most open requests at once")).toHaveValue("2");
    expect(screen.getByTestId("open-requests")).toHaveTextContent("2 open requests now, of 2 at most.");
    expect(screen.getByText(/^You're fully booked/)).toHaveTextContent(
      "You're fully booked: your profile says so, and fans can't book until you deliver a request or raise the limit.",
    );
  });

  it("shows the server's refusal under the field, keeping the number typed", async () => {
    answer = (call) =>
      call.method === "PATCH"
        ? jsonResponse(
            {
              error: {
                code: "VALIDATION_ERROR",
                message: `Invalid body: maxOpenRequests: ${PROFILE_MESSAGES.maxOpenRequests}`,
                details: [{ path: "maxOpenRequests", message: PROFILE_MESSAGES.maxOpenRequests }],
              },
            },
            400,
          )
        : undefined;
    renderEditor();
    const card = await capacity();
    const field = within(card).getByLabelText("Most open requests at once");
    fireEvent.change(field, { target: { value: "4" } });
    fireEvent.click(within(card).getByRole("button", { name: "Save limit" }));
    expect(await within(card).findByText(PROFILE_MESSAGES.maxOpenRequests)).toBeInTheDocument();
    expect(field).toHaveValue("4");
    expect(toast.error).toHaveBeenCalled();
  });
});

describe("CelebrityProfileEditor: rush delivery (ADR 059)", () => {
  const rushCard = async () => screen.findByRole("form", { name: "Rush delivery" });
  beforeEach(() => {
    // The server keeps the price in cents: the PATCH's dollars come back as rushPriceCents.
    answer = (call) => {
      if (call.method !== "PATCH" || !call.body || !("rushPriceUsd" in (call.body as object))) return undefined;
      const { rushPriceUsd } = call.body as { rushPriceUsd: number | null };
      profile = { ...profile, rushPriceCents: rushPriceUsd === null ? null : Math.round(rushPriceUsd * 100) };
      return jsonResponse({ profile });
    };
  });

  it("is off by default; turned on, a price is required and checked as the price is before sending", async () => {
    renderEditor();
    const card = await rushCard();
    expect(screen.getByTestId("rush-status")).toHaveTextContent(
      "Rush delivery is off: fans book at your usual price and delivery time.",
    );
    const offer = within(card).getByRole("checkbox", { name: "Offer rush delivery (24 hours)" });
    expect(offer).not.toBeChecked();
    expect(within(card).queryByLabelText("Rush price (USD)")).not.toBeInTheDocument();

    fireEvent.click(offer);
    const field = within(card).getByLabelText("Rush price (USD)");
    expect(field).toHaveAccessibleDescription("Added to your price of $120.00. Fans see it in their currency.");
    const refusals: [string, string][] = [
      ["", PROFILE_MESSAGES.rushPriceNumber],
      ["fast", PROFILE_MESSAGES.rushPriceNumber],
      ["0", PROFILE_MESSAGES.rushPriceMin],
      ["-4", PROFILE_MESSAGES.rushPriceMin],
      ["100001", PROFILE_MESSAGES.rushPriceMax],
      ["12.345", PROFILE_MESSAGES.rushPriceDecimals],
    ];
    for (const [bad, message] of refusals) {
      fireEvent.change(field, { target: { value: bad } });
      fireEvent.click(within(card).getByRole("button", { name: "Save rush delivery" }));
      expect(await within(card).findByText(message)).toBeInTheDocument();
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveFocus();
      expect(field).toHaveValue(bad);
    }
    expect(calls).toEqual([]);

    fireEvent.change(field, { target: { value: "25.50" } });
    fireEvent.click(within(card).getByRole("button", { name: "Save rush delivery" }));
    await waitFor(() =>
      expect(calls).toEqual([{ method: "PATCH", path: "/api/celebrity/profile", body: { rushPriceUsd: 25.5 } }]),
    );
    expect(toast.success).toHaveBeenCalledWith("Rush delivery saved", {
      description: "Fans can now choose delivery within 24 hours for $25.50 more.",
    });
    expect(await screen.findByTestId("rush-status")).toHaveTextContent(
      "Fans can choose rush delivery for $25.50 more.",
    );
    expect(field).toHaveValue("25.5");
  });

  it("starts from the saved price, and is turned off by unticking it (no price sent)", async () => {
    profile = { ...baseProfile, rushPriceCents: 4_000 };
    renderEditor();
    const card = await rushCard();
    expect(screen.getByTestId("rush-status")).toHaveTextContent("Fans can choose rush delivery for $40.00 more.");
    const offer = within(card).getByRole("checkbox", { name: "Offer rush delivery (24 hours)" });
    expect(offer).toBeChecked();
    expect(within(card).getByLabelText("Rush price (USD)")).toHaveValue("40");
    fireEvent.click(offer);
    fireEvent.click(within(card).getByRole("button", { name: "Save rush delivery" }));
    await waitFor(() =>
      expect(calls).toEqual([{ method: "PATCH", path: "/api/celebrity/profile", body: { rushPriceUsd: null } }]),
    );
    expect(toast.success).toHaveBeenCalledWith("Rush delivery saved", {
      description: "Rush delivery is off. Rush requests already paid keep their 24 hours.",
    });
    expect(await screen.findByTestId("rush-status")).toHaveTextContent("Rush delivery is off");
  });
});

describe("CelebrityProfileEditor: plan bookings", () => {
  it("shows what each plan's video pays before the star opts in, then opts in with the switch", async () => {
    renderEditor();
    const toggle = await screen.findByRole("switch", { name: "Plan bookings" });
    expect(toggle).toHaveAttribute("aria-checked", "false");
    const amounts = screen.getByTestId("plan-video-earnings");
    expect(amounts).toHaveTextContent("Basic plan video$7.50");
    expect(amounts).toHaveTextContent("Premium plan video$3.75");
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(calls).toEqual([{ method: "PATCH", path: "/api/celebrity/profile", body: { acceptsPlanBookings: true } }]),
    );
  });
});

describe("CelebrityProfileEditor: photo", () => {
  const pick = async (file: File) => {
    await screen.findByRole("button", { name: "Upload photo" });
    fireEvent.change(screen.getByTestId("photo-input"), { target: { files: [file] } });
  };

  it("refuses a file that is not an image, with the spec's words, and sends nothing", async () => {
    renderEditor();
    await pick(new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect(toast.error).toHaveBeenCalledWith("Invalid file type", { description: "Please upload an image file" });
    expect(screen.queryByRole("button", { name: "Save photo" })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("refuses an image over 2MB, with the spec's words", async () => {
    renderEditor();
    await pick(new File([new Uint8Array(2 * 1024 * 1024 + 1)], "huge.jpg", { type: "image/jpeg" }));
    expect(toast.error).toHaveBeenCalledWith("File too large", { description: "Maximum file size is 2MB" });
    expect(calls).toEqual([]);
  });

  it("previews the chosen image, then uploads it as multipart on Save", async () => {
    renderEditor();
    await pick(new File([new Uint8Array(10)], "me.png", { type: "image/png" }));
    expect(screen.getByRole("img", { name: "Preview of your new photo" })).toHaveAttribute("src", "blob:preview");
    fireEvent.click(screen.getByRole("button", { name: "Save photo" }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.method).toBe("PUT");
    expect(calls[0]!.path).toBe("/api/celebrity/profile/photo");
    expect((calls[0]!.body as FormData).get("photo")).toBeInstanceOf(File);
    expect(await screen.findByRole("button", { name: "Change photo" })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith("Photo updated", expect.anything());
  });

  it("says what the server refused (an image too large to decode)", async () => {
    answer = (call) =>
      call.path.endsWith("/photo")
        ? errorResponse(400, "IMAGE_TOO_LARGE", "Images may be at most 40 megapixels")
        : undefined;
    renderEditor();
    await pick(new File([new Uint8Array(10)], "bomb.png", { type: "image/png" }));
    fireEvent.click(screen.getByRole("button", { name: "Save photo" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Image too large", {
        description: "Images may be at most 40 megapixels",
      }),
    );
    // The preview stays, so the celebrity can cancel or choose again.
    expect(screen.getByRole("button", { name: "Cancel" })).toBeInTheDocument();
  });
});

describe("CelebrityProfileEditor: featured videos", () => {
  it("says when no fan has allowed a video yet", async () => {
    renderEditor();
    expect(await screen.findByText("No videos to feature yet")).toBeInTheDocument();
  });

  it("names each clip for the person it greets (the recipient), the fan only when they named no one", async () => {
    showcase = [{ ...candidate(1), fanName: "Tolu A.", recipientName: "Grandma Ada" }, candidate(2)];
    renderEditor();
    expect(await screen.findByLabelText("Video for Grandma Ada")).toBeInTheDocument();
    expect(screen.getByText(/for \u2068?Grandma Ada/)).toBeInTheDocument();
    expect(screen.queryByText(/Tolu A\./)).not.toBeInTheDocument();
    expect(screen.getByLabelText("Video for Fan 2.")).toBeInTheDocument();
  });

  it("lets the celebrity choose up to 3, in order, and saves the choice", async () => {
    showcase = [candidate(1, 1), candidate(2), candidate(3), candidate(4)];
    renderEditor();
    const boxes = await screen.findAllByRole("checkbox", { name: /Feature on my profile|Featured #/ });
    expect(boxes).toHaveLength(4);
    expect(boxes[0]).toBeChecked();
    fireEvent.click(boxes[2]!);
    fireEvent.click(boxes[1]!);
    expect(screen.getByText("3 of 3 chosen: untick one to choose another.")).toBeInTheDocument();
    expect(boxes[3]).toBeDisabled();

    fireEvent.click(screen.getByRole("button", { name: "Save videos" }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          method: "PUT",
          path: "/api/celebrity/showcase",
          body: { requestIds: [candidate(1).requestId, candidate(3).requestId, candidate(2).requestId] },
        },
      ]),
    );
    expect(await screen.findByText("Featured #2")).toBeInTheDocument();
  });
});
