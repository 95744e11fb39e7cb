// Placeholder page; replaced by the page's own implementation.
export default function Page() {
  return <div className="p-8">celebrity-profile</div>;
}
