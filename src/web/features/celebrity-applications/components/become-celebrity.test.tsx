// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CelebrityApplicationProfile, Me } from "@/shared/schemas/accounts";
import { currenciesResponse } from "@/web/lib/currency/test-currencies";
import { buildMe } from "@/web/test/factories";
import { renderWithProviders } from "@/web/test/render";
import { BecomeCelebrity } from "./become-celebrity";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const fan: Me = buildMe();

const pending: CelebrityApplicationProfile = {
  id: "p1",
  username: "ada_obi",
  fullName: "Ada Obi",
  profession: "musician",
  bio: "Singer",
  country: "nigeria",
  categoryId: "musicians",
  priceCents: 5000,
  languages: [],
  socialMedia: {},
  approved: false,
  verified: false,
  createdAt: "2026-02-01T10:00:00.000Z",
  selfieCode: "482913",
  selfieUploadedAt: null,
};

let me: Me | null;
let application: CelebrityApplicationProfile | null;
let siteFee = 25;

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const { pathname } = new URL(String(input), "http://localhost");
      if (pathname === "/api/session") {
        return me
          ? new Response(JSON.stringify({ user: me }))
          : new Response(JSON.stringify({ error: { code: "UNAUTHORIZED", message: "Log in" } }), { status: 401 });
      }
      if (pathname === "/api/currencies") return new Response(JSON.stringify(currenciesResponse()));
      if (pathname === "/api/site") {
        return new Response(
          JSON.stringify({ social: [], deliveryDays: 7, platformFeePercent: siteFee, payoutHoldDays: 3 }),
        );
      }
      if (pathname === "/api/celebrity-applications/mine")
        return new Response(JSON.stringify({ profile: application, platformFeePercent: 25 }));
      return new Response("{}", { status: 404 });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  return renderWithProviders(<BecomeCelebrity />, {
    path: "/become-celebrity",
    routes: [
      { path: "/auth", element: <h1>Auth page</h1> },
      { path: "/signup", element: <h1>Sign-up page</h1> },
    ],
    currency: true,
  }).router;
}

describe("Become a celebrity", () => {
  it("gives a signed-out visitor the pitch for stars, with the fee staff set, then sign-up back to the form", async () => {
    me = null;
    application = null;
    siteFee = 20;
    const router = renderPage();
    expect(
      await screen.findByText("You set your price. You keep 80% of every video: Salamu's fee is 20%.", {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Paid to your bank or mobile wallet" })).toBeInTheDocument();
    expect(screen.getByText(/withdraw 3 days after you deliver it/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Verified stars only" })).toBeInTheDocument();
    expect(screen.getByText(/upload a video within 7 days/)).toBeInTheDocument();
    expect(screen.queryByText(/book personalised videos/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("link", { name: "Create an account to apply" }));
    expect(await screen.findByRole("heading", { name: "Sign-up page" })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: "/become-celebrity" });
    siteFee = 25;
  });

  it("validates the application with the shared schema; price defaults to 50", async () => {
    me = fan;
    application = null;
    renderPage();
    expect(await screen.findByLabelText("Full name")).toHaveValue("Ada Obi");
    expect(screen.getByLabelText("Price per video (USD)")).toHaveValue(50);
    // What the celebrity keeps after the 25% platform fee, as the price changes.
    expect(await screen.findByTestId("you-would-earn")).toHaveTextContent(
      "You earn $37.50 per video after the 25% platform fee.",
    );
    fireEvent.change(screen.getByLabelText("Price per video (USD)"), { target: { value: "120" } });
    expect(screen.getByTestId("you-would-earn")).toHaveTextContent("You earn $90.00 per video");
    fireEvent.change(screen.getByLabelText("Price per video (USD)"), { target: { value: "0" } });
    fireEvent.click(screen.getByRole("button", { name: "Submit application" }));
    expect(screen.getByText("Bio is required.")).toBeInTheDocument();
    expect(screen.getByText("Price must be at least 1.")).toBeInTheDocument();
    expect(screen.getByText("Please select a profession.")).toBeInTheDocument();
    const posts = vi.mocked(fetch).mock.calls.filter(([, init]) => init?.method === "POST");
    expect(posts).toHaveLength(0);
  });

  it("asks for one bio and the languages the applicant records in", async () => {
    me = fan;
    application = null;
    renderPage();
    expect(await screen.findByLabelText("Bio")).toBeInTheDocument();
    expect(screen.getAllByRole("textbox", { name: /bio/i })).toHaveLength(1);
    const languages = screen.getByRole("group", { name: "Languages you record in" });
    const swahili = within(languages).getByRole("checkbox", { name: "Swahili" });
    fireEvent.click(swahili);
    expect(swahili).toBeChecked();
  });

  it("shows the status instead of the form to someone who already applied", async () => {
    me = { ...fan, celebrityProfile: { id: "p1", username: "ada_obi", approved: false, verified: false } };
    application = pending;
    renderPage();
    expect(await screen.findByText("Your application is under review")).toBeInTheDocument();
    expect(screen.getByText(/within 48 hours/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Submit application" })).not.toBeInTheDocument());
  });
});
