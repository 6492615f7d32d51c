/** Shown while the browser has no connection, so a punch kept on the device is no surprise. */
export function OfflineBanner() {
  return (
    <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <span className="font-semibold">You are offline.</span> A punch made now is kept on this device with its time and sent as soon as the
      connection returns.
    </p>
  );
}
