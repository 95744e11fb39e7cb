import { Outlet } from "react-router";

// Placeholder: the shell helper replaces this with the header, mobile menu and footer.
export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <main className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
