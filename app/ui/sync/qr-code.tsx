// A QR code drawn as SVG rectangles from the modules uqr computes (no HTML is
// injected). The library is loaded on first use, so it stays out of the first
// screen and out of every night that is never shared.
import { useEffect, useState } from 'preact/hooks';

export function QrCode({ text, label }: { text: string; label: string }) {
  const [modules, setModules] = useState<boolean[][] | undefined>();
  useEffect(() => {
    let alive = true;
    void import('uqr').then(({ encode }) => {
      if (alive) setModules(encode(text, { ecc: 'M', border: 2 }).data);
    });
    return () => {
      alive = false;
    };
  }, [text]);
  if (!modules) return <div class="qr qr-loading" aria-busy="true" />;
  const size = modules.length;
  const path = modules
    .flatMap((row, y) => row.map((on, x) => (on ? `M${x} ${y}h1v1h-1z` : '')))
    .join('');
  return (
    <svg
      class="qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shape-rendering="crispEdges"
      data-size={size}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
