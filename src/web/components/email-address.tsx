/** An e-mail address that may wrap before the "@" only, never in the middle of a name. */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf("@");
  if (at <= 0) return <span className="whitespace-nowrap">{address}</span>;
  return (
    <span>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </span>
  );
}
