import { useMutation } from "@tanstack/react-query";
import type { VoiceNote } from "@/shared/schemas/voice-notes";
import { apiSendForm } from "@/web/lib/api-client";

/** POST /api/voice-notes: the recording (or chosen file) stored re-encoded; its id goes into the request. */
export const uploadVoiceNote = (audio: Blob, fileName: string) => {
  const form = new FormData();
  form.append("voiceNote", audio, fileName);
  return apiSendForm<VoiceNote>("POST", "/api/voice-notes", form);
};

export const useUploadVoiceNote = () =>
  useMutation({
    mutationFn: ({ audio, fileName }: { audio: Blob; fileName: string }) => uploadVoiceNote(audio, fileName),
  });
