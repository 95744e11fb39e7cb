import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";
import { useSession } from "@/web/lib/session";
import { cn } from "@/web/lib/utils";
import { MobileUserLinks, UserMenu } from "./user-menu";

/** Log in / Sign up for visitors; the user menu once signed in. */
export function AuthButtons({ className, stacked = false }: { className?: string; stacked?: boolean }) {
  const { user } = useSession();
  if (user) return stacked ? <MobileUserLinks user={user} /> : <UserMenu user={user} />;
  return (
    <div className={cn("flex items-center gap-2", stacked && "flex-col items-stretch", className)}>
      <Button asChild variant={stacked ? "outline" : "ghost"} size={stacked ? "default" : "sm"}>
        <Link to="/login">Log in</Link>
      </Button>
      <Button asChild size={stacked ? "default" : "sm"}>
        <Link to="/signup">Sign up</Link>
      </Button>
    </div>
  );
}
