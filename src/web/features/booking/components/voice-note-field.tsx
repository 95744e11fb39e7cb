import { Mic, Square, Trash2, Upload } from "lucide-react";
import { type ChangeEvent, useEffect, useRef, useState } from "react";
import {
  VOICE_NOTE_ACCEPT,
  VOICE_NOTE_MAX_BYTES,
  VOICE_NOTE_MAX_SECONDS,
  VOICE_NOTE_MESSAGES,
  type VoiceNote,
} from "@/shared/schemas/voice-notes";
import { Button } from "@/web/components/ui/button";
import { useErrorText } from "@/web/components/ui/form-field";
import { errorMessage } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { useUploadVoiceNote } from "../api/upload-voice-note";

export type StoredVoiceNote = VoiceNote & { previewUrl: string };

const seconds = (ms: number) => `0:${String(Math.round(ms / 1000)).padStart(2, "0")}`;
const canRecord = () =>
  typeof window !== "undefined" && typeof window.MediaRecorder === "function" && !!navigator.mediaDevices?.getUserMedia;

/**
 * The request form's voice note of how to say the names (issue 23): recorded here (up to 15 seconds, stopped
 * for the fan at 15) or chosen as a file, and stored at once, so the request only names it. The server
 * decides what is audio; a refusal is said here and the rest of the form is kept.
 */
export function VoiceNoteField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: StoredVoiceNote | null;
  onChange: (note: StoredVoiceNote | null) => void;
}) {
  const t = useT();
  const errorText = useErrorText();
  const upload = useUploadVoiceNote();
  const [problem, setProblem] = useState<string | null>(null);
  const [recordingFor, setRecordingFor] = useState<number | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  // A recording in progress stops with the dialog; a preview's object URL goes with the note it played.
  useEffect(() => () => recorder.current?.stop(), []);
  useEffect(() => () => (value ? URL.revokeObjectURL(value.previewUrl) : undefined), [value]);
  useEffect(() => {
    if (recordingFor === null) return;
    const timer = window.setTimeout(() => {
      if (recordingFor + 1 >= VOICE_NOTE_MAX_SECONDS) recorder.current?.stop();
      else setRecordingFor(recordingFor + 1);
    }, 1000);
    return () => window.clearTimeout(timer);
  }, [recordingFor]);

  const store = (audio: Blob, fileName: string) => {
    setProblem(null);
    if (audio.size > VOICE_NOTE_MAX_BYTES) {
      setProblem(errorText(VOICE_NOTE_MESSAGES.tooLarge) ?? VOICE_NOTE_MESSAGES.tooLarge);
      return;
    }
    upload.mutate(
      { audio, fileName },
      {
        onSuccess: (note) => onChange({ ...note, previewUrl: URL.createObjectURL(audio) }),
        onError: (error) => setProblem(errorText(errorMessage(error, t("booking.voiceNote.failed"))) ?? null),
      },
    );
  };

  const record = async () => {
    setProblem(null);
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const chunks: Blob[] = [];
      const started = new MediaRecorder(stream);
      started.ondataavailable = (event) => chunks.push(event.data);
      started.onstop = () => {
        for (const track of stream.getTracks()) track.stop();
        recorder.current = null;
        setRecordingFor(null);
        const audio = new Blob(chunks, { type: started.mimeType || "audio/webm" });
        if (audio.size > 0) store(audio, "voice-note.webm");
      };
      recorder.current = started;
      started.start();
      setRecordingFor(0);
    } catch {
      setProblem(t("booking.voiceNote.noMicrophone"));
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) store(file, file.name);
  };

  return (
    <div className="space-y-2" role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`}>
      <p id={`${id}-label`} className="text-sm font-medium text-slate-800">
        {t("booking.voiceNote.label")}
      </p>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t("booking.voiceNote.hint", { seconds: VOICE_NOTE_MAX_SECONDS })}
      </p>
      {value ? (
        <div className="flex flex-wrap items-center gap-2">
          {/* biome-ignore lint/a11y/useMediaCaption: the fan's own voice saying names; nothing to caption */}
          <audio
            controls
            src={value.previewUrl}
            className="h-10 max-w-full"
            aria-label={t("booking.voiceNote.player")}
          />
          <span role="status" className="text-sm text-emerald-800">
            {t("booking.voiceNote.ready", { duration: seconds(value.durationMs) })}
          </span>
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
            <Trash2 aria-hidden="true" /> {t("booking.voiceNote.remove")}
          </Button>
        </div>
      ) : recordingFor !== null ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" variant="outline" onClick={() => recorder.current?.stop()}>
            <Square aria-hidden="true" /> {t("booking.voiceNote.stop")}
          </Button>
          <span role="status" className="text-sm text-red-700">
            {t("booking.voiceNote.recording", {
              elapsed: seconds(recordingFor * 1000),
              max: seconds(VOICE_NOTE_MAX_SECONDS * 1000),
            })}
          </span>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          {canRecord() && (
            <Button type="button" variant="outline" onClick={() => void record()} disabled={upload.isPending}>
              <Mic aria-hidden="true" /> {t("booking.voiceNote.record")}
            </Button>
          )}
          <Button type="button" variant="outline" pending={upload.isPending} onClick={() => fileInput.current?.click()}>
            <Upload aria-hidden="true" /> {t("booking.voiceNote.choose")}
          </Button>
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept={VOICE_NOTE_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label={t("booking.voiceNote.file")}
            onChange={choose}
          />
        </div>
      )}
      {upload.isPending && <p className="text-sm text-slate-600">{t("booking.voiceNote.saving")}</p>}
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
