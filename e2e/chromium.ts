export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// Debian's Chromium, never a downloaded browser; the flags keep it off the (closed) network.
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  // A synthetic camera and microphone (a test pattern and a tone), granted without a prompt: recording in
  // the browser is tested with the real MediaRecorder.
  "--use-fake-device-for-media-stream",
  "--use-fake-ui-for-media-stream",
];
