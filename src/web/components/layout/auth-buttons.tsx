import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/utils";

/** Anonymous visitors' Log in / Sign up (accounts arrive with the accounts feature). */
export function AuthButtons({ className, stacked = false }: { className?: string; stacked?: boolean }) {
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
