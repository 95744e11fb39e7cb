import { ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { useT } from "@/web/lib/i18n";

/** Settings' security card: password and sessions live on the profile's Security tab. */
export function SecurityCard() {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-brand-700" aria-hidden="true" />
          {t("account.security.title")}
        </CardTitle>
        <CardDescription>{t("account.security.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link to="/dashboard/profile?tab=security">{t("account.security.manage")}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
