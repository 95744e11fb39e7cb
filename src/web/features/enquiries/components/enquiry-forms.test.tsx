// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { toast } from "sonner";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { deferred } from "@/web/test/deferred";
import { createTestQueryClient, errorResponse, jsonResponse, renderWithProviders } from "@/web/test/render";
import { BusinessEnquiryForm } from "./business-enquiry-form";
import { ContactForm } from "./contact-form";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const stubFetch = (answer: () => Promise<Response>) => {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
};

const sentBody = (fetchMock: ReturnType<typeof stubFetch>, call = 0) =>
  JSON.parse(String(fetchMock.mock.calls[call]![1]!.body));

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Your Name"), "Ada");
  await user.type(screen.getByLabelText("Email Address"), "ada@example.com");
  await user.type(screen.getByLabelText("Subject"), "Hello");
  await user.type(screen.getByLabelText("Message"), "A question about my video");
}

describe("contact form", () => {
  it("sends what was typed into the server's page before its code came, and cannot be sent before", async () => {
    const fetchMock = stubFetch(async () => jsonResponse({ received: true }, 202));
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <QueryClientProvider client={createTestQueryClient()}>
        <ContactForm />
      </QueryClientProvider>,
    );
    document.body.append(container);
    onTestFinished(() => container.remove());
    // The browser's own submit would reload the page and drop the message.
    expect(screen.getByRole("button", { name: "Send Message" })).toBeDisabled();
    const typed = { name: "Ada", email: "ada@example.com", subject: "Hello", message: "A question about my video" };
    for (const [field, value] of Object.entries(typed))
      (document.getElementById(`contact-${field}`) as HTMLInputElement).value = value;

    const recoverableErrors: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <QueryClientProvider client={createTestQueryClient()}>
          <ContactForm />
        </QueryClientProvider>,
        { onRecoverableError: (error) => recoverableErrors.push(error) },
      );
    });
    expect(recoverableErrors).toEqual([]);
    expect(screen.getByLabelText("Message")).toHaveValue("A question about my video");
    await userEvent.setup().click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentBody(fetchMock)).toEqual({ kind: "contact", ...typed, website: "" });
  });

  it("checks the fields with the shared schema's messages before sending anything", async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(async () => jsonResponse({ received: true }, 202));
    renderWithProviders(<ContactForm />);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(screen.getByLabelText("Your Name")).toHaveAccessibleDescription("Please enter your name.");
    expect(screen.getByLabelText("Subject")).toHaveAccessibleDescription("Please enter a subject.");
    expect(screen.getByLabelText("Your Name")).toHaveFocus();
    await user.type(screen.getByLabelText("Email Address"), "ada@example");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(screen.getByLabelText("Email Address")).toHaveAccessibleDescription("Please enter a valid email address.");
    expect(screen.getByLabelText("Message")).toHaveAttribute("rows", "5");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says Sending... while the server works, and Message Sent! only once it stored the message", async () => {
    const user = userEvent.setup();
    const answer = deferred<Response>();
    const fetchMock = stubFetch(() => answer.promise);
    renderWithProviders(<ContactForm />);
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    const sending = await screen.findByRole("button", { name: "Sending..." });
    expect(sending).toBeDisabled();
    expect(toast.success).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledWith("/api/enquiries", expect.objectContaining({ method: "POST" }));
    expect(sentBody(fetchMock)).toEqual({
      kind: "contact",
      name: "Ada",
      email: "ada@example.com",
      subject: "Hello",
      message: "A question about my video",
      website: "",
    });

    answer.resolve(jsonResponse({ received: true }, 202));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Message Sent!", {
        description: "We've received your message and will get back to you soon.",
      }),
    );
    expect(screen.getByLabelText("Your Name")).toHaveValue("");
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  it.each([
    ["a 500", async () => errorResponse(500, "INTERNAL_ERROR", "Internal error")],
    ["a network error", async () => Promise.reject(new TypeError("Failed to fetch"))],
  ])("keeps the visitor's text after %s, and says it was not sent", async (_label, answer) => {
    const user = userEvent.setup();
    stubFetch(answer);
    renderWithProviders(<ContactForm />);
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Your message was not sent. Please check your connection and try again.",
    );
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalled();
    expect(screen.getByLabelText("Your Name")).toHaveValue("Ada");
    expect(screen.getByLabelText("Message")).toHaveValue("A question about my video");
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  it("shows the server's reason when it refuses (too many messages)", async () => {
    const user = userEvent.setup();
    stubFetch(async () =>
      errorResponse(429, "RATE_LIMITED", "Too many requests. Please slow down and try again shortly."),
    );
    renderWithProviders(<ContactForm />);
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many requests.");
    expect(screen.getByLabelText("Subject")).toHaveValue("Hello");
  });

  it("hides the honeypot from people: off screen, aria-hidden, out of the tab order", () => {
    const { container } = renderWithProviders(<ContactForm />);
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap.closest("[aria-hidden='true']")).not.toBeNull();
    expect(screen.queryByRole("textbox", { name: "Leave this field empty" })).not.toBeInTheDocument();
  });
});

describe("business enquiry form", () => {
  async function fillBusiness(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText("Name"), "Kwame");
    await user.type(screen.getByLabelText("Work Email"), "kwame@brand.example");
    await user.type(screen.getByLabelText("Company"), "Brand Ltd");
    await user.type(screen.getByLabelText("Message"), "A launch video");
  }

  it("sends the celebrity a profile's Contact button named, unless the visitor drops it", async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(async () => jsonResponse({ received: true }, 202));
    renderWithProviders(<BusinessEnquiryForm />, { path: "/business?celebrity=burna" });
    // The handle is isolated (<bdi>) in the sentence, and in the button that drops it.
    expect(screen.getByText(/^About/)).toHaveTextContent("About @burna");
    await fillBusiness(user);
    await user.click(screen.getByRole("button", { name: "Submit Enquiry" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Message Sent!", expect.anything()));
    expect(sentBody(fetchMock)).toEqual({
      kind: "business",
      name: "Kwame",
      email: "kwame@brand.example",
      company: "Brand Ltd",
      message: "A launch video",
      celebrity: "burna",
      website: "",
    });

    await user.click(screen.getByRole("button", { name: "Not about @burna" }));
    await fillBusiness(user);
    await user.click(screen.getByRole("button", { name: "Submit Enquiry" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sentBody(fetchMock, 1)).not.toHaveProperty("celebrity");
  });

  it("asks for the company with the spec's words and keeps the text when sending fails", async () => {
    const user = userEvent.setup();
    stubFetch(async () => errorResponse(503, "UNAVAILABLE", "Down"));
    renderWithProviders(<BusinessEnquiryForm />, { path: "/business" });
    await user.click(screen.getByRole("button", { name: "Submit Enquiry" }));
    expect(screen.getByLabelText("Company")).toHaveAccessibleDescription("Please enter your company.");
    expect(screen.getByLabelText("Message")).toHaveAccessibleDescription("Please tell us about your project.");
    await fillBusiness(user);
    await user.click(screen.getByRole("button", { name: "Submit Enquiry" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Your message was not sent.");
    expect(screen.getByLabelText("Company")).toHaveValue("Brand Ltd");
  });
});
