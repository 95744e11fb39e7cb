import { useParams } from "react-router";
import { CelebrityProfile } from "@/web/features/catalogue/components/celebrity-profile";

export default function CelebrityProfilePage() {
  const { username = "" } = useParams();
  // A new username is a new page: reset tabs and state.
  return <CelebrityProfile key={username.toLowerCase()} username={username} />;
}
