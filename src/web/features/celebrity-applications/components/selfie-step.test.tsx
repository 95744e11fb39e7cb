// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_SELFIE_BYTES } from "@/shared/application-selfie";
import type { CelebrityApplicationProfile } from "@/shared/schemas/accounts";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { SelfieStep } from "./selfie-step";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

type UploadOptions = {
  metadata: Record<string, string>;
  onProgress: (sent: number, total: number) => void;
  onSuccess: () => void;
  onError: (error: Error) => void;
};

const tus = vi.hoisted(() => ({
  uploads: [] as { options: UploadOptions; start: ReturnType<typeof vi.fn> }[],
}));

vi.mock("tus-js-client", () => ({
  Upload: class {
    start = vi.fn();
    abort = vi.fn(async () => {});
    constructor(
      _file: File,
      readonly options: UploadOptions,
    ) {
      tus.uploads.push(this);
    }
    findPreviousUploads = async () => [];
    resumeFromPreviousUpload = vi.fn();
  },
}));

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

beforeEach(() => {
  tus.uploads = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => jsonResponse({ profile: { ...pending, selfieUploadedAt: "2026-02-01T10:05:00.000Z" } })),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function videoFile(name: string, type: string, size = 1024) {
  const file = new File(["video bytes"], name, { type, lastModified: 1 });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

function renderUploadMode(profile = pending) {
  renderWithProviders(<SelfieStep profile={profile} />);
  fireEvent.click(screen.getByRole("button", { name: "Upload a video file" }));
  return screen.getByLabelText("Video file") as HTMLInputElement;
}

describe("The selfie step of an application", () => {
  it("shows the code the server issued, and starts no camera before Record is chosen", () => {
    const getUserMedia = vi.fn();
    vi.stubGlobal("navigator", { ...navigator, mediaDevices: { getUserMedia } });
    renderWithProviders(<SelfieStep profile={pending} />);
    expect(screen.getByRole("heading", { name: "One last step: your selfie video" })).toBeInTheDocument();
    expect(screen.getByText("482 913")).toBeInTheDocument();
    expect(screen.getByText(/up to 20 seconds/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Record with my camera" })).toBeInTheDocument();
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it("refuses a file too big or not a video before sending anything", () => {
    const input = renderUploadMode();
    expect(screen.getByText("MP4, MOV or WebM, up to 25 MB (about 20 seconds).")).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [videoFile("long.mp4", "video/mp4", MAX_SELFIE_BYTES + 1)] } });
    expect(screen.getByRole("alert")).toHaveTextContent(
      "The selfie video must be smaller than 25MB (about 20 seconds).",
    );
    fireEvent.change(input, { target: { files: [videoFile("me.png", "image/png")] } });
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Please record or choose a video file (MP4, MOV, WebM) for your selfie.",
    );
    expect(tus.uploads).toHaveLength(0);
  });

  it("sends the video with tus as the selfie, and says it is sent only once the server has it", async () => {
    const input = renderUploadMode();
    fireEvent.change(input, { target: { files: [videoFile("me.webm", "video/webm")] } });
    fireEvent.click(screen.getByRole("button", { name: "Upload video" }));
    await waitFor(() => expect(tus.uploads[0]?.start).toHaveBeenCalled());
    const upload = tus.uploads[0]!;
    // The server knows whose application it is from the session; the code is never sent by the browser.
    expect(upload.options.metadata).toEqual({ purpose: "selfie", filename: "me.webm", filetype: "video/webm" });
    upload.options.onProgress(5, 10);
    expect(await screen.findByText("Sending your selfie video… 50%")).toBeInTheDocument();
    expect(toast.success).not.toHaveBeenCalled();

    upload.options.onSuccess();
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Selfie video sent", {
        description: "Our team will watch it when reviewing your application.",
      }),
    );
    // The step turns into what was sent (the application is fetched again to play it back).
    expect(await screen.findByRole("button", { name: "Record it again" })).toBeInTheDocument();
  });

  it("says why the server refused the video, and lets the applicant try again", async () => {
    const input = renderUploadMode();
    fireEvent.change(input, { target: { files: [videoFile("me.webm", "video/webm")] } });
    fireEvent.click(screen.getByRole("button", { name: "Upload video" }));
    await waitFor(() => expect(tus.uploads[0]?.start).toHaveBeenCalled());
    tus.uploads[0]!.options.onError(
      Object.assign(new Error("tus: unexpected response"), {
        originalResponse: {
          getBody: () =>
            JSON.stringify({
              error: {
                code: "UNSUPPORTED_VIDEO_TYPE",
                message: "This file is not a video we can play. Please record your selfie again.",
              },
            }),
        },
      }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This file is not a video we can play. Please record your selfie again.",
    );
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Upload video" })).toBeEnabled();
  });

  it("plays back the video on file, and can record it again", () => {
    renderWithProviders(<SelfieStep profile={{ ...pending, selfieUploadedAt: "2026-02-01T10:05:00.000Z" }} />);
    const video = screen.getByLabelText("Your selfie video", { selector: "video" });
    expect(video.getAttribute("src")).toMatch(/^\/api\/celebrity-applications\/mine\/selfie\?v=/);
    fireEvent.click(screen.getByRole("button", { name: "Record it again" }));
    expect(screen.getByText("482 913")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upload a video file" })).toBeInTheDocument();
  });
});
