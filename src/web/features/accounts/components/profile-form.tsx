import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { formatPhone } from "@/shared/phone";
import { type Me, profileUpdateSchema } from "@/shared/schemas/accounts";
import { CountrySelect } from "@/web/components/country-select";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { Textarea } from "@/web/components/ui/textarea";
import { ApiError } from "@/web/lib/api-client";
import { focusFirstError, validate } from "@/web/lib/validate";
import { useUpdateProfile } from "../api/update-profile";
import { ChangeEmailDialog } from "./change-email-dialog";

const FIELDS = ["name", "phone", "bio", "country"] as const;
type Field = (typeof FIELDS)[number];

/** Name, email (changed through its own dialog), phone, bio, country. */
export function ProfileForm({ user, idPrefix = "profile" }: { user: Me; idPrefix?: string }) {
  const [values, setValues] = useState<Record<Field, string>>({
    name: user.name,
    phone: formatPhone(user.phone),
    bio: user.bio ?? "",
    country: user.country ?? "",
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const update = useUpdateProfile();
  const id = (name: Field) => `${idPrefix}-${name}`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(profileUpdateSchema, values);
    setErrors(result.errors);
    if (!result.success) {
      focusFirstError(result.errors, FIELDS, idPrefix);
      return;
    }
    update.mutate(result.data, {
      onSuccess: () => toast.success("Settings Saved", { description: "Your profile has been updated." }),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400 && error.message) {
          const field = FIELDS.find((name) => error.message.toLowerCase().includes(name));
          if (field) setErrors({ [field]: error.message });
        }
        toast.error("Error Saving Settings", {
          description: "There was an error saving your settings. Please try again.",
        });
      },
    });
  };

  const text = (name: Field) => ({
    id: id(name),
    name,
    value: values[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id(name)}-error` : undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>How you appear on Salamu and how we reach you.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2" aria-label="Profile">
          <FormField id={id("name")} label="Name" error={errors.name}>
            <Input autoComplete="name" {...text("name")} />
          </FormField>
          <div className="space-y-1.5">
            <Label htmlFor={`${idPrefix}-email`}>Email</Label>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
              <Input id={`${idPrefix}-email`} type="email" value={user.email} readOnly className="bg-slate-50" />
              <ChangeEmailDialog currentEmail={user.email} />
            </div>
            <div>
              {user.emailVerified ? (
                <Badge variant="success">Verified</Badge>
              ) : (
                <Badge variant="warning">Not verified yet</Badge>
              )}
            </div>
          </div>
          <FormField id={id("phone")} label="Phone" error={errors.phone}>
            <Input type="tel" autoComplete="tel" placeholder="e.g. +234 801 234 5678" {...text("phone")} />
          </FormField>
          <FormField id={id("country")} label="Country" error={errors.country}>
            <CountrySelect
              value={values.country}
              onValueChange={(value) => setValues((current) => ({ ...current, country: value }))}
              empty={{ label: "Not set" }}
              placeholder="Select your country"
              trigger={{ id: id("country"), "aria-label": "Country" }}
            />
          </FormField>
          <FormField id={id("bio")} label="Bio" error={errors.bio} className="sm:col-span-2">
            <Textarea rows={4} placeholder="A few words about you" {...text("bio")} />
          </FormField>
          <div className="sm:col-span-2">
            <Button type="submit" pending={update.isPending}>
              Save changes
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
