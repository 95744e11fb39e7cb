import { isRouteErrorResponse, Link, useRouteError } from "react-router";

export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong.";
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">We hit a snag</h1>
      <p className="text-slate-600">{message} Please try again.</p>
      <Link to="/" className="font-medium text-brand-700 underline">
        Back to home
      </Link>
    </div>
  );
}
