// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_VIDEO_BYTES } from "@/shared/booking";
import { buildIncomingRequest } from "@/web/test/factories";
import { renderWithProviders } from "@/web/test/render";
import { VideoDialog } from "./video-dialog";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

type UploadOptions = {
  endpoint: string;
  chunkSize: number;
  retryDelays: number[];
  metadata: Record<string, string>;
  onProgress: (sent: number, total: number) => void;
  onSuccess: () => void;
  onError: (error: Error) => void;
  onShouldRetry: (error: Error) => boolean;
  onAfterResponse: () => void;
};

const tus = vi.hoisted(() => ({
  uploads: [] as { options: UploadOptions; start: ReturnType<typeof vi.fn>; abort: ReturnType<typeof vi.fn> }[],
  previous: [] as { uploadUrl: string }[],
  resumed: [] as unknown[],
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
    findPreviousUploads = async () => tus.previous;
    resumeFromPreviousUpload = (previous: unknown) => tus.resumed.push(previous);
  },
}));

const request = buildIncomingRequest({ status: "accepted" });

beforeEach(() => {
  tus.uploads = [];
  tus.previous = [];
  tus.resumed = [];
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderDialog(onClose = vi.fn()) {
  renderWithProviders(<VideoDialog request={request} initialMode="upload" onClose={onClose} />);
  return { onClose, input: screen.getByLabelText("Video file") as HTMLInputElement };
}

function videoFile(name: string, type: string, size = 1024) {
  const file = new File(["video bytes"], name, { type, lastModified: 1 });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

describe("The request recalled", () => {
  it("says which language to record in, when the fan chose one", () => {
    renderWithProviders(
      <VideoDialog request={{ ...request, recordingLanguage: "yoruba" }} initialMode="upload" onClose={vi.fn()} />,
    );
    expect(screen.getByText("Record it in Yoruba.")).toBeInTheDocument();
    cleanup();
    renderDialog();
    expect(screen.queryByText(/Record it in/)).not.toBeInTheDocument();
  });
});

describe("Upload mode", () => {
  it("accepts MP4, MOV and WebM only", () => {
    const { input } = renderDialog();
    expect(input).toHaveAttribute("accept", "video/mp4,video/quicktime,video/webm");
  });

  it("refuses a video over 200MB with the spec's message, inline and as a toast", () => {
    const { input } = renderDialog();
    fireEvent.change(input, { target: { files: [videoFile("big.mp4", "video/mp4", MAX_VIDEO_BYTES + 1)] } });
    expect(screen.getByRole("alert")).toHaveTextContent("Video must be smaller than 200MB");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(toast.error).toHaveBeenCalledWith("Video must be smaller than 200MB");
    expect(screen.queryByRole("button", { name: "Upload video" })).not.toBeInTheDocument();
  });

  it("refuses a file that is not a video with the spec's message", () => {
    const { input } = renderDialog();
    fireEvent.change(input, { target: { files: [videoFile("notes.pdf", "application/pdf")] } });
    expect(screen.getByRole("alert")).toHaveTextContent("Please select a video file (MP4, MOV, WebM)");
    expect(toast.error).toHaveBeenCalledWith("Please select a video file (MP4, MOV, WebM)");
    expect(tus.uploads).toHaveLength(0);
  });

  it("uploads with tus, resuming an earlier upload, shows progress, and closes when done", async () => {
    tus.previous = [{ uploadUrl: "/api/uploads/abc" }];
    const { input, onClose } = renderDialog();
    fireEvent.change(input, { target: { files: [videoFile("hello.mov", "video/quicktime", 10 * 1024 * 1024)] } });
    fireEvent.click(screen.getByRole("button", { name: "Upload video" }));

    await waitFor(() => expect(tus.uploads[0]?.start).toHaveBeenCalled());
    const upload = tus.uploads[0];
    if (!upload) throw new Error("no upload");
    expect(tus.resumed).toEqual([{ uploadUrl: "/api/uploads/abc" }]);
    expect(upload.options).toMatchObject({
      endpoint: "/api/uploads",
      chunkSize: 5 * 1024 * 1024,
      retryDelays: [0, 1000, 3000, 5000, 10000],
      metadata: { requestId: request.id, filename: "hello.mov", filetype: "video/quicktime" },
    });

    upload.options.onProgress(4, 10);
    const bar = await screen.findByRole("progressbar");
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "40"));
    expect(screen.getByText("40%")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Record" })).toBeDisabled();

    upload.options.onSuccess();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith("Video uploaded", {
      description: "We are processing your video; the fan will be notified when it is ready.",
    });
  });

  it("shows the server's message when the upload fails, and Cancel aborts", async () => {
    const { input } = renderDialog();
    fireEvent.change(input, { target: { files: [videoFile("hello.webm", "video/webm")] } });
    fireEvent.click(screen.getByRole("button", { name: "Upload video" }));
    await waitFor(() => expect(tus.uploads[0]?.start).toHaveBeenCalled());
    const upload = tus.uploads[0];
    if (!upload) throw new Error("no upload");

    upload.options.onError(
      Object.assign(new Error("tus: unexpected response"), {
        originalResponse: {
          getBody: () => JSON.stringify({ error: { code: "TOO_LARGE", message: "Video must be smaller than 200MB" } }),
        },
      }),
    );
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Upload failed", { description: "Video must be smaller than 200MB" }),
    );

    fireEvent.click(screen.getByRole("button", { name: "Upload video" }));
    await waitFor(() => expect(tus.uploads[1]?.start).toHaveBeenCalled());
    const dialog = screen.getByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(tus.uploads[1]?.abort).toHaveBeenCalledWith(false);
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("waits through a dropped connection without failing, keeps the progress, and resumes when back online", async () => {
    const { input } = renderDialog();
    fireEvent.change(input, { target: { files: [videoFile("hello.mp4", "video/mp4", 10 * 1024 * 1024)] } });
    fireEvent.click(screen.getByRole("button", { name: "Upload video" }));
    await waitFor(() => expect(tus.uploads[0]?.start).toHaveBeenCalledTimes(1));
    const upload = tus.uploads[0];
    if (!upload) throw new Error("no upload");
    upload.options.onProgress(4, 10);

    // A request that got no answer: tus does not retry it on its own delays, the upload waits instead.
    const dropped = Object.assign(new Error("tus: failed to upload chunk"), {
      originalRequest: {},
      originalResponse: null,
    });
    expect(upload.options.onShouldRetry(dropped)).toBe(false);
    const serverError = Object.assign(new Error("tus: unexpected response"), {
      originalRequest: {},
      originalResponse: { getStatus: () => 503 },
    });
    expect(upload.options.onShouldRetry(serverError)).toBe(true);
    upload.options.onError(dropped);

    expect(await screen.findByRole("status")).toHaveTextContent(
      "Connection lost. Your upload is kept and continues by itself when you are back online.",
    );
    expect(screen.getByText("Waiting for the connection…")).toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "40");
    expect(toast.error).not.toHaveBeenCalled();

    // Back online, the same upload starts again (tus asks the server for its offset), and says so once answered.
    window.dispatchEvent(new Event("online"));
    expect(upload.start).toHaveBeenCalledTimes(2);
    expect(tus.uploads).toHaveLength(1);
    upload.options.onAfterResponse();
    await waitFor(() => expect(screen.getByText("Uploading your video…")).toBeInTheDocument());
    expect(screen.queryByText(/Connection lost/)).not.toBeInTheDocument();
  });

  it("falls back to the spec's message when the server says nothing useful", async () => {
    const { input } = renderDialog();
    fireEvent.change(input, { target: { files: [videoFile("hello.mp4", "video/mp4")] } });
    fireEvent.click(screen.getByRole("button", { name: "Upload video" }));
    await waitFor(() => expect(tus.uploads[0]?.start).toHaveBeenCalled());
    tus.uploads[0]?.options.onError(new Error("network down"));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Upload failed", {
        description: "There was an error processing your video. Please try again.",
      }),
    );
  });
});
