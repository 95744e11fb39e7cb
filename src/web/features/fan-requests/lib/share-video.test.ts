// @vitest-environment happy-dom
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { shareVideo } from "./share-video";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const request = { id: "r1", celebrity: { fullName: "Adaeze Nwabuike", username: "adaeze_nwabuike" } };
const MP4 = new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112, 105, 115, 111, 109]);

let share: ReturnType<typeof vi.fn>;
let writeText: ReturnType<typeof vi.fn>;

function stubShare(options: { files: boolean }) {
  share = vi.fn(async () => {});
  vi.stubGlobal("navigator", {
    ...navigator,
    share,
    canShare: options.files ? (data: { files?: File[] }) => !!data.files : () => false,
    clipboard: { writeText },
  });
}

beforeEach(() => {
  writeText = vi.fn(async () => {});
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input);
      if (path === "/api/requests/r1/video") {
        return new Response(
          JSON.stringify({ url: "/v/play", downloadUrl: "/v/download", posterUrl: null, expiresAt: "" }),
          { status: 200, headers: { "content-type": "application/json" } },
        );
      }
      if (path === "/v/download") return new Response(MP4, { status: 200, headers: { "content-type": "video/mp4" } });
      return new Response("{}", { status: 404 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("shareVideo", () => {
  it("hands the video file itself to the share sheet where the device can share files", async () => {
    stubShare({ files: true });
    await shareVideo(request);
    expect(share).toHaveBeenCalledTimes(1);
    const data = share.mock.calls[0]![0] as { files: File[]; title: string };
    expect(data.title).toBe("My video from Adaeze Nwabuike");
    expect(data.files).toHaveLength(1);
    expect(data.files[0]).toMatchObject({ name: "salamu-adaeze_nwabuike.mp4", type: "video/mp4", size: MP4.length });
    expect(writeText).not.toHaveBeenCalled();
  });

  it("asks for one more tap when the download outlasted the tap that allows sharing", async () => {
    stubShare({ files: true });
    share.mockRejectedValueOnce(new DOMException("needs a gesture", "NotAllowedError"));
    await shareVideo(request);
    expect(toast).toHaveBeenCalledWith("Your video is ready to share", expect.anything());
    const { action } = vi.mocked(toast).mock.calls[0]![1] as unknown as { action: { onClick: () => void } };
    action.onClick();
    await vi.waitFor(() => expect(share).toHaveBeenCalledTimes(2));
  });

  it("elsewhere shares or copies the celebrity's profile link, never the private video URL", async () => {
    stubShare({ files: false });
    share.mockRejectedValueOnce(new DOMException("no share", "NotAllowedError"));
    await shareVideo(request);
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/celebrity/adaeze_nwabuike`);
    expect(toast.success).toHaveBeenCalledWith("Link copied", expect.anything());
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });
});
