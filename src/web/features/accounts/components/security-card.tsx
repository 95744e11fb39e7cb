import { ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";

/** Settings' security card: password and sessions live on the profile's Security tab. */
export function SecurityCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-brand-700" aria-hidden="true" />
          Security
        </CardTitle>
        <CardDescription>Change your password or sign out of your other devices.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link to="/dashboard/profile?tab=security">Manage security</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
